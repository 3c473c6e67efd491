import { checklist, heading, lines, note, table, type Chapter } from '../kit.ts'

/** The day itself and the last checks before it, printed together for the planner to carry. */

export const weddingDayTimeline: Chapter = {
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
}

export const walkThroughAndTheDay: Chapter = {
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
}

export const notes: Chapter = {
  title: 'Notes',
  intro: 'For names, numbers and the things you will want to remember saying.',
  blocks: [lines()],
}
