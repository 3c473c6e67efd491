import { bullets, checklist, fields, heading, note, table, text, type Chapter } from '../kit.ts'

/** What the wedding costs and how it looks: the two briefs every supplier quotes from. */

export const budgetAtAGlance: Chapter = {
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
}

export const stylingAndPalettes: Chapter = {
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
}
