import { checklist, heading, lines, table, text, type Chapter } from '../kit.ts'

/** The pages carried on the day and the week before it, kept together as they are printed together. */

export const runSheet: Chapter = {
  title: 'Run sheet for the day',
  intro:
    'A good run sheet names a person for every minute, not just an event. Write each line as the time, what happens, who does it, and who to call if it does not.',
  blocks: [
    text(
      'Send it to every supplier a week before, their own lines marked. The couple or host never carries it: their job is to be there.',
    ),

    table(
      [
        { label: 'Time', width: 0.7 },
        { label: 'What happens', width: 2.6 },
        { label: 'Who', width: 1.5 },
        { label: 'If not, call', width: 1.2 },
      ],
      [
        ['06:00', 'Hire delivery and bump-in', 'Hire crew', 'Planner'],
        ['07:00', 'Furniture placed to the floor plan', 'Hire crew', 'Planner'],
        ['08:00', 'Tables dressed: linen, settings, glassware', 'Stylist', 'Planner'],
        ['09:00', 'Florals arrive; ceremony arbour built', 'Florist', 'Stylist'],
        ['10:00', 'Hair and make-up begins', 'Hair and make-up', 'Planner'],
        ['11:00', 'Lighting and sound check', 'Band or DJ', 'Venue manager'],
        ['12:00', 'Crew lunch; walk-through of every room', 'Planner', 'Venue manager'],
        ['13:00', 'Photographer arrives for details', 'Photographer', 'Planner'],
        ['14:00', 'Ceremony chairs set and checked; signage out', 'Stylist', 'Planner'],
        ['15:00', 'Guests arrive; ushers at the door', 'Ushers', 'Planner'],
        ['15:30', 'Ceremony', 'Celebrant', 'Planner'],
        ['16:00', 'Family photographs; canapés and drinks', 'Photographer, caterer', 'Planner'],
        ['17:00', 'Portraits in the last of the light', 'Photographer', 'Planner'],
        ['18:00', 'Guests seated for the reception', 'MC', 'Venue manager'],
        ['18:30', 'Entrée; welcome speech', 'Caterer, MC', 'Planner'],
        ['19:30', 'Main course; speeches', 'Caterer, MC', 'Planner'],
        ['20:30', 'Cake cutting; first dance', 'MC, band', 'Planner'],
        ['21:00', 'Dancing; dessert station opens', 'Band, caterer', 'Venue manager'],
        ['22:00', 'Late supper; taxis confirmed for the end of the night', 'Caterer', 'Venue manager'],
        ['23:00', 'Last song and farewell; pack-down begins', 'Band, stylist', 'Planner'],
        ['00:00', 'Venue clear', 'Venue manager', 'Planner'],
      ],
      { rowHeight: 20, blankRows: 3 },
    ),
  ],
}

export const finalWeek: Chapter = {
  title: 'The final week',
  intro:
    'The last seven days are for confirming, not deciding. Anything still undecided now gets the simplest answer that works.',
  blocks: [
    heading('Seven days out'),
    checklist(
      'Final run sheet sent to every supplier, with their arrival times',
      'Final numbers and dietary list to the caterer',
      'Seating plan printed, by table and alphabetically',
      'Balances paid, or their dates in the payment list',
      'Weather forecast checked; the wet-weather plan confirmed with the venue',
    ),
    heading('The day before'),
    checklist(
      'Personal items boxed and labelled by room: signage, guest book, gifts, favours',
      'Speeches, vows and rings handed to the people who carry them',
      'Phones charged; the contact sheet printed twice',
      'An envelope of cash for tips and small surprises',
    ),
    heading('The emergency kit'),
    checklist(
      'Sewing kit, safety pins, fashion tape and a lint roller',
      'Scissors, cable ties, gaffer tape and a multi-tool',
      'Pain relief, plasters, antihistamine and sunscreen',
      'Stain remover, tissues, mints and hair ties',
      'Spare phone charger, pens, lighter and matches',
      'Umbrellas, and bottled water for the crew',
    ),
  ],
}

export const notes: Chapter = {
  title: 'Notes',
  intro: 'For the ideas that arrive at two in the morning, and the numbers that belong nowhere else.',
  blocks: [lines()],
}
