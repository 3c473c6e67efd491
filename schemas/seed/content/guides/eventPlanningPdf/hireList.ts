import { fields, heading, note, table, type Chapter } from '../kit.ts'

/** The hire order, counted from the guest list so it is placed once. */

export const hireList: Chapter = {
  title: 'The hire list',
  intro:
    'Hire is ordered once, with numbers you can stand behind. Count from the guest list and the floor plan, then add the spares a busy day needs.',
  blocks: [
    table(
      [
        { label: 'Item', width: 1.6 },
        { label: 'How many', width: 2.2 },
        { label: 'Qty', width: 0.6, align: 'center' },
        { label: 'Notes', width: 1.5 },
      ],
      [
        ['Chairs', 'One per guest, plus four spare'],
        ['Dining tables', 'Guests ÷ 10, rounded up: rounds of ten or trestle pairs'],
        ['Tablecloths', 'One per table, sized to fall to the floor'],
        ['Napkins', 'One per guest, plus 10 per cent'],
        ['Dinner plates', 'One per guest per course, plus 5 per cent'],
        ['Cutlery sets', 'One per guest per course, plus 5 per cent'],
        ['Wine glasses', 'One and a half per guest'],
        ['Water glasses', 'One per guest'],
        ['Cocktail tables', 'One per ten standing guests'],
        ['Lounge settings', 'One per 30 guests for a relaxed reception'],
        ['Cake and gift tables', 'One each, dressed'],
        ['Signage and easels', 'Welcome, seating plan, bar menu'],
      ],
      { grid: true, rowHeight: 20 },
    ),
    heading('Delivery, setup and collection'),
    fields('Delivery date and window', 'Setup finished by', 'Collection date and window', 'Access and parking notes'),
    note(
      'Ask for collection the morning after when the venue allows it. A late-night pack-down is where glasses break and napkins go missing.',
    ),
  ],
}
