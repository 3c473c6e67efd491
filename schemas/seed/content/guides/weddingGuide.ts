import { bullets, checklist, done, fields, heading, letter, lines, note, table, text, type GuideSeed } from './kit.ts'

const venues = [
  { label: 'Question', width: 2.9 },
  { label: 'Venue one', width: 1.2 },
  { label: 'Venue two', width: 1.2 },
  { label: 'Venue three', width: 1.2 },
]

export const weddingGuide: GuideSeed = {
  kicker: 'A guide for couples',
  subtitle: 'A calm, practical guide for couples planning their own day',
  chapters: [
    {
      title: 'Before you look at a single venue',
      intro:
        'Agree on three words that describe the day you want, and a guest number you will not pass. Every later choice, from the venue to the napkins, is easier measured against those two things.',
      blocks: [
        text(
          'Sit down together before anyone else has an opinion. Talk about the weddings you have loved as guests and the moments you remember from them, then about the ones you did not enjoy and why. The three words come out of that conversation: relaxed, candlelit, long-table; or bright, garden, family. They become the brief for every supplier you meet.',
        ),
        heading('Our starting point'),
        fields(
          'First word',
          'Second word',
          'Third word',
          'Guest number we will not pass',
          'Budget',
          'Season or month',
          'Ceremony and reception: one place or two?',
          'Who is helping us pay',
        ),
        heading('Questions to answer together'),
        checklist(
          'Is this a party, a dinner or a ceremony with drinks? Which matters most?',
          'Day or evening; city, coast or country?',
          'Are children invited? Plus-ones for single guests?',
          'Which three things are worth spending on, and which three are not?',
          'Who makes the final call when we disagree with family?',
        ),
        note(
          'A guest number chosen now is a kindness to your future selves. Every extra ten guests is a larger room, another table of hire and a longer evening of catering.',
        ),
      ],
    },
    {
      title: 'Questions to ask every venue',
      intro:
        'Take these to each site visit, and ask for the answers in writing. Side by side, three venues show the differences a beautiful room can hide.',
      blocks: [
        table(
          venues,
          [
            ['Is our date free, and how long is it held?'],
            ['Hire fee, minimum spend and what they include'],
            ['Seated and standing capacity in the room we want'],
            ['What is the wet-weather plan, and what does it cost?'],
            ['When can suppliers bump in, and is there a curfew?'],
            ['Which suppliers are required, and which are our choice?'],
            ['Tables, chairs, linen and staff: what is included?'],
            ['Parking, accessibility and the nearest accommodation'],
            ['Candles, confetti and open flame: what is allowed?'],
            ['Deposit, payment dates and the cancellation terms'],
          ],
          { grid: true, rowHeight: 23 },
        ),
        heading('On the visit itself'),
        checklist(
          'Go at the hour your ceremony will be, and see where the sun sits',
          'Count the bathrooms, and walk from the ceremony to the reception',
          'Find the loading dock: your hire and florist will need it at six in the morning',
          'Photograph the empty room from each corner for your styling plan',
        ),
      ],
    },
    {
      title: 'The budget at a glance',
      intro:
        'Decide the total, then the share each part of the day gets. A share agreed in advance is what makes saying no to a beautiful extra easy.',
      blocks: [
        table(
          [
            { label: 'Category', width: 2.3 },
            { label: 'Typical share', width: 1, align: 'right' },
            { label: 'On $30,000', width: 1, align: 'right' },
            { label: 'Ours', width: 1, align: 'right' },
          ],
          [
            ['Venue, catering and drinks', '45 %', '$13,500'],
            ['Photography and video', '12 %', '$3,600'],
            ['Styling, florals and hire', '12 %', '$3,600'],
            ['Attire, hair and make-up', '8 %', '$2,400'],
            ['Entertainment', '6 %', '$1,800'],
            ['Stationery, signage and favours', '3 %', '$900'],
            ['Transport', '2 %', '$600'],
            ['Rings', '2 %', '$600'],
            ['Contingency, kept unallocated', '10 %', '$3,000'],
          ],
          { grid: true, total: ['Total', '100 %', '$30,000', '$'] },
        ),
        heading('Where couples most often overspend'),
        bullets(
          'Guest numbers that creep up after the venue is booked',
          'Late changes to styling, once the hire order is confirmed',
          'Delivery and setup outside business hours, which many suppliers charge at a higher rate',
          'Extras added at the tasting: upgrade the menu once, not course by course',
        ),
        note(
          'Pay suppliers by the dates in their agreements and keep every receipt in one folder. A shared spreadsheet with one line per supplier settles most arguments before they start.',
        ),
      ],
    },
    {
      title: 'Styling: mood boards and palettes',
      intro:
        'Choose one main colour, one accent and one metal, and repeat them. A long table of blush, sage and brushed gold reads as designed; seven colours read as undecided.',
      blocks: [
        {
          kind: 'swatches',
          palettes: [
            {
              name: 'Garden blush',
              note: 'Daytime, outdoors, soft florals',
              colours: [
                { name: 'Blush', hex: '#e9d3cb' },
                { name: 'Sage', hex: '#a3ad98' },
                { name: 'Brushed gold', hex: '#b08d57' },
                { name: 'Ivory', hex: '#f7f1ea' },
              ],
            },
            {
              name: 'Amaranth evening',
              note: 'Candlelit dinners, winter, velvet',
              colours: [
                { name: 'Maroon', hex: '#330506' },
                { name: 'Champagne', hex: '#d8c3a5' },
                { name: 'Antique gold', hex: '#8a6a2f' },
                { name: 'Paper', hex: '#fcf9f5' },
              ],
            },
            {
              name: 'Coastal linen',
              note: 'Beach and hinterland, natural fibres',
              colours: [
                { name: 'Sand', hex: '#d9c9b0' },
                { name: 'Eucalyptus', hex: '#8f9f8a' },
                { name: 'Driftwood', hex: '#9a8774' },
                { name: 'White', hex: '#ffffff' },
              ],
            },
          ],
        },
        heading('Building the mood board'),
        text(
          'Collect images of rooms and tables rather than of single objects: you are designing how the space feels when it is full of people. Twelve images are enough. When a new one arrives, one must leave.',
        ),
        checklist(
          'Photographs of whole rooms in the light you will have',
          'One image each for the table, the ceremony, the flowers and the attire',
          'One image of something you do not want, so suppliers know the edges',
        ),
        heading('Our palette'),
        fields('Main colour', 'Accent', 'Metal', 'Texture', 'Flowers', 'What we will not use'),
      ],
    },
    {
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
          [
            { label: 'Supplier', width: 1.2 },
            { label: 'Send them', width: 3 },
            { label: 'By', width: 1 },
            done('Sent'),
          ],
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
    },
    {
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
    },
    {
      title: 'The wedding-day timeline',
      intro:
        'Work back from the ceremony and forward from the sunset. Photographs need the light; almost everything else can move.',
      blocks: [
        table(
          [
            { label: 'Time', width: 0.7 },
            { label: 'What happens', width: 2.7 },
            { label: 'Who', width: 1.4 },
            { label: 'Where', width: 1.2 },
          ],
          [
            ['07:00', 'Breakfast; hair and make-up begins', 'Hair and make-up', 'Home or hotel'],
            ['09:00', 'Hire delivery and venue setup begin', 'Planner, hire crew', 'Venue'],
            ['11:00', 'Florals arrive and are placed', 'Florist', 'Venue'],
            ['12:00', 'A proper lunch, away from the mirror', 'Everyone', 'Home or hotel'],
            ['13:00', 'Photographer arrives: details and preparations', 'Photographer', 'Home or hotel'],
            ['14:00', 'Dressed; first look or family photographs', 'Couple, photographer', 'Home or garden'],
            ['15:00', 'Cars leave; guests arrive at the ceremony', 'Transport, ushers', 'Venue'],
            ['15:30', 'Ceremony', 'Celebrant', 'Ceremony site'],
            ['16:00', 'Congratulations, canapés and group photographs', 'Photographer, caterer', 'Lawn'],
            ['17:00', 'Portraits in the last of the light', 'Couple, photographer', 'On location'],
            ['18:00', 'Grand entrance; reception begins', 'MC', 'Reception'],
            ['19:00', 'Dinner and speeches', 'Caterer, MC', 'Reception'],
            ['20:30', 'Cake cutting and first dance', 'MC, band', 'Reception'],
            ['21:00', 'Dancing', 'Band or DJ', 'Reception'],
            ['22:00', 'Late supper; photographer leaves', 'Caterer', 'Reception'],
            ['23:00', 'Farewell', 'Everyone', 'Front door'],
          ],
          { rowHeight: 20 },
        ),
        note(
          'Give hair and make-up thirty minutes more than they ask for, and the photographer a quiet room with a window.',
        ),
      ],
    },
    {
      title: 'The final walk-through and the day itself',
      intro:
        'Two weeks before the day, walk the venue with your planner and the venue manager. Stand where the ceremony will be at the hour it will happen, check the light, and count the steps from the ceremony to the reception.',
      blocks: [
        heading('On the walk-through'),
        checklist(
          'Ceremony position against the sun at the hour of the ceremony',
          'Where guests wait if the ceremony starts late, and where they shelter from rain',
          'The bar, the bathrooms and the exits seen from the furthest table',
          'Power for the band and the lighting; where the cables run',
          'Where the hire crew delivers, and where the empty crates wait',
        ),
        heading('Hand these to someone else'),
        checklist(
          'Rings, vows and the marriage paperwork: to the celebrant or best person',
          'Envelopes for supplier balances and tips: to the planner',
          'Signage, guest book, gifts and cards: to a named friend, with a box to take home',
          'Your phone: to someone who will answer it',
        ),
        heading("The couple's bag"),
        checklist(
          'Comfortable shoes for the evening',
          'Vows printed on a card, not on a phone',
          'Water, snacks and lip balm',
          'A change of clothes for the morning after',
        ),
      ],
    },
    {
      title: 'Notes',
      intro: 'For names, numbers and the things you will want to remember saying.',
      blocks: [lines()],
    },
  ],
}
