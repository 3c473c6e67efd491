import { bullets, checklist, done, fields, heading, letter, note, table, type Chapter } from '../kit.ts'

/** What goes out to other people, suppliers and guests, and by when. */

export const briefingSuppliers: Chapter = {
  title: 'Briefing your suppliers',
  intro:
    'A supplier can only deliver what they have been told. A one-page brief, sent with the booking, saves a dozen emails and most of the surprises.',
  blocks: [
    heading('The one-page brief'),
    fields(
      'Our names',
      'Date',
      'Venue and address',
      'Guest numbers: adults and children',
      'Ceremony time',
      'Our three words',
      'Palette',
      'Must-haves',
      'Please avoid',
      'On-the-day contact and phone',
    ),
    letter(
      'Our wedding on [date]: your brief',
      'Hi [name],',
      'Thank you for joining us on [date] at [venue]. We have attached our one-page brief, the mood board and the first draft of the run sheet, with your arrival time marked.',
      'Our planner, [name], is your contact on the day on [phone]; please send any questions to them from [date] on. Could you confirm your arrival time and anything you need from the venue by [date]?',
      'With thanks, [your names]',
    ),
    heading('What each supplier needs from you'),
    table(
      [{ label: 'Supplier', width: 1.2 }, { label: 'Send them', width: 3 }, { label: 'By', width: 1 }, done('Sent')],
      [
        ['Photographer', 'Shot list, family names for group photos, the timeline', '4 weeks out'],
        ['Florist', 'Palette, mood board, table count and sizes', '6 weeks out'],
        ['Caterer', 'Final numbers, dietary list, the seating plan', '3 weeks out'],
        ['Hire company', 'Final quantities, access times, delivery window', '4 weeks out'],
        ['Celebrant', 'Ceremony order, readings, the legal paperwork', '6 weeks out'],
        ['Band or DJ', 'First dance, must-play and do-not-play lists', '4 weeks out'],
      ],
      { rowHeight: 22 },
    ),
    heading('Before you sign with any supplier'),
    checklist(
      'Their public liability insurance, and any permits the venue asks for',
      'Who comes on the day, and what happens if that person is ill',
      'The exact hours included, and what overtime costs',
      'When the deposit and balance are due, and how to pay them',
      'What you receive afterwards, and when: photographs, files, returns',
    ),
  ],
}

export const invitationsAndSeating: Chapter = {
  title: 'Invitations and seating etiquette',
  intro:
    'Most etiquette is kindness made practical: tell people early, tell them clearly, and seat them where they will be comfortable.',
  blocks: [
    table(
      [
        { label: 'What', width: 1.6 },
        { label: 'When', width: 1.4 },
        { label: 'Notes', width: 2.8 },
      ],
      [
        ['Save the date', '6 to 8 months out', 'Essential for travel, long weekends and school holidays'],
        ['Invitation', '8 to 10 weeks out', 'Twelve weeks if most guests must travel'],
        ['RSVP date', '4 to 6 weeks out', 'Leaves a week to chase before final numbers are due'],
        ['Thank-you cards', 'Within 3 months', 'Handwritten, naming the gift or the gesture'],
      ],
      { display: true },
    ),
    heading('Wording the invitation'),
    bullets(
      'Who is hosting, your full names, and the date and time written out in words',
      'The venue with its address; a separate card for directions and parking',
      'The dress code in plain words: "garden formal" needs a line of explanation',
      'How and by when to reply, and whether the invitation includes children or a guest',
    ),
    heading('Seating without tears'),
    bullets(
      'Seat people by who they know, not by who they ought to know',
      'Parents and grandparents close to you, with a clear view and away from the speakers',
      'Separated families at tables of their own, equally close to the front',
      'Give the plan a final read with one person from each side of the family',
    ),
    note(
      'Reply cards get lost; a simple RSVP page or a dedicated email address gets answered. Whichever you choose, put the date on it twice.',
    ),
  ],
}
