import { done, heading, note, table, text, type Chapter, type Column } from '../kit.ts'

/** The money chapter: the shares, the tracker and the payment dates share one set of columns. */

/** The tracker's columns: each line's quote, what is paid and what is still due, and when. */
const budgetColumns: Column[] = [
  { label: 'Item', width: 1.7 },
  { label: 'Supplier', width: 1.5 },
  { label: 'Quote', width: 0.9, align: 'right' },
  { label: 'Deposit', width: 0.9, align: 'right' },
  { label: 'Balance', width: 0.9, align: 'right' },
  { label: 'Due', width: 1 },
]

export const budgetTracker: Chapter = {
  title: 'Budget tracker',
  intro:
    'Split every line into three columns: the quote, the deposit paid and the balance still due, with its date. Hire gets lines of its own, with delivery, setup and collection apart, as they are charged apart.',
  blocks: [
    heading('Where the money usually goes'),
    table(
      [
        { label: 'Category', width: 2.4 },
        { label: 'Typical share', width: 1, align: 'right' },
        { label: 'Our budget', width: 1.2, align: 'right' },
      ],
      [
        ['Venue, catering and drinks', '40–50 %'],
        ['Styling, florals and hire', '10–15 %'],
        ['Photography and video', '10–12 %'],
        ['Attire, hair and make-up', '5–8 %'],
        ['Entertainment', '5–8 %'],
        ['Stationery, signage and favours', '2–4 %'],
        ['Transport', '2–3 %'],
        ['Contingency, kept unallocated', '10 %'],
      ],
      { rowHeight: 20, total: ['Total', '100 %', '$'] },
    ),
    heading('A line filled in'),
    table(
      budgetColumns,
      [
        ['Venue hire', 'The Glasshouse', '$8,500', '$2,550', '$5,950', '4 weeks out'],
        ['Hire: delivery', 'Amaranth Events', '$180', '$0', '$180', 'With the order'],
      ],
      { grid: true },
    ),
    note(
      'Keep ten per cent of the total unallocated until four weeks out. It will be needed, and it is far easier to spend than to find.',
    ),
    heading('The tracker'),
    table(
      budgetColumns,
      [
        'Venue hire',
        'Catering, per head',
        'Drinks package',
        'Hire: furniture',
        'Hire: tableware and linen',
        'Hire: delivery',
        'Hire: setup',
        'Hire: collection',
        'Florals',
        'Styling',
        'Photography',
        'Videography',
        'Celebrant or MC',
        'Entertainment',
        'Stationery and signage',
        'Attire',
        'Hair and make-up',
        'Transport',
        'Cake',
        'Favours and gifts',
      ].map((item) => [item]),
      { grid: true, blankRows: 4, total: ['Total', '', '$', '$', '$', ''] },
    ),
    heading('Payment dates'),
    text('Copy every deposit and balance here in date order, so no due date arrives as a surprise.'),
    table(
      [
        { label: 'Date', width: 1 },
        { label: 'Supplier', width: 2.2 },
        { label: 'Amount', width: 1, align: 'right' },
        { label: 'Reference', width: 1.4 },
        done('Paid'),
      ],
      [],
      { grid: true, blankRows: 26 },
    ),
  ],
}
