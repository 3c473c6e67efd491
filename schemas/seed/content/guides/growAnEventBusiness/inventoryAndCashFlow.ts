import { bullets, checklist, heading, table, text, type Chapter } from '../kit.ts'

/** Buying stock and surviving the months it sits idle are one decision, read together. */

export const hireInventory: Chapter = {
  title: 'Building a hire inventory',
  intro:
    'Buy what you hire out three times a season, and hire in the rest. Track each piece: what it cost, how often it went out, and what it earned after cleaning and repairs.',
  blocks: [
    heading('The payback rule'),
    table(
      [
        { label: 'Item', width: 2 },
        { label: 'Qty', width: 0.6, align: 'right' },
        { label: 'Cost each', width: 0.9, align: 'right' },
        { label: 'Hire each', width: 0.9, align: 'right' },
        { label: 'Hires to pay back', width: 1.2, align: 'right' },
      ],
      [
        ['Crossback chairs', '80', '$95', '$12', '8'],
        ['Linen napkins', '150', '$6', '$1.50', '4'],
        ['Brass candlesticks', '40', '$18', '$4', '5'],
        ['Timber arbour', '1', '$650', '$220', '3'],
        ['Cut-glass tumblers', '120', '$3.20', '$0.90', '4'],
      ],
      { grid: true, rowHeight: 20 },
    ),
    text(
      'An item that pays for itself in its first season earns from its second. One that needs more than ten hires to pay back is better hired in from a wholesaler until demand proves it.',
    ),
    heading('Care between events'),
    checklist(
      'Count everything out and back in, against the order, with the client present',
      'Wash glassware and tableware the day it returns',
      'Launder linen the same week; press and store it flat',
      'Repair or retire anything chipped, stained or loose before it goes out again',
      'Photograph every item on a plain background the day it arrives: those pictures are your catalogue',
    ),
    heading('Your inventory register'),
    table(
      [
        { label: 'Item', width: 1.8 },
        { label: 'Qty', width: 0.5, align: 'right' },
        { label: 'Bought', width: 0.8 },
        { label: 'Cost', width: 0.7, align: 'right' },
        { label: 'Hires', width: 0.6, align: 'right' },
        { label: 'Earned', width: 0.8, align: 'right' },
        { label: 'Condition', width: 1 },
      ],
      [],
      { grid: true, blankRows: 26 },
    ),
  ],
}

export const cashFlow: Chapter = {
  title: 'Cash flow and the quiet months',
  intro: 'Events are seasonal; bills are not. Deposits paid in spring are spent in winter unless you plan for it.',
  blocks: [
    table(
      [
        { label: 'Month', width: 1.1 },
        { label: 'Events', width: 0.7, align: 'right' },
        { label: 'Deposits in', width: 1, align: 'right' },
        { label: 'Balances in', width: 1, align: 'right' },
        { label: 'Costs out', width: 1, align: 'right' },
        { label: 'Bank at month end', width: 1.2, align: 'right' },
      ],
      [
        'January',
        'February',
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ].map((month) => [month]),
      { grid: true, display: true, rowHeight: 24 },
    ),
    heading('Three habits that keep the business solvent'),
    bullets(
      'Keep deposits in a separate account until the event they belong to has happened',
      'Set aside tax and GST the day money arrives, not the day it is due',
      'Hold three months of fixed costs in reserve before you buy more stock',
    ),
  ],
}
