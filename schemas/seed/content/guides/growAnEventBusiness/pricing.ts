import { checklist, done, heading, note, table, text, type Chapter } from '../kit.ts'

/** Pricing and quoting share the costing columns, so a quote is built from the same hours as the price. */

const costing = [
  { label: 'Task', width: 3 },
  { label: 'Hours', width: 0.8, align: 'right' as const },
  { label: 'Rate', width: 0.8, align: 'right' as const },
  { label: 'Cost', width: 1, align: 'right' as const },
]

export const pricingThatPays: Chapter = {
  title: 'Pricing that pays you',
  intro:
    'Price from your hours, not from your competitors. List every task of a typical event, the hours it takes and your hourly rate, then add materials, travel and a margin for the work nobody sees.',
  blocks: [
    heading('A worked example: a styled wedding for 100 guests'),
    table(
      costing,
      [
        ['Enquiry, call and proposal', '3', '$85', '$255'],
        ['Planning meetings, three of them', '6', '$85', '$510'],
        ['Supplier liaison and bookings', '8', '$85', '$680'],
        ['Styling design and mood board', '5', '$85', '$425'],
        ['Hire order and floor plan', '3', '$85', '$255'],
        ['Bump-in and setup', '10', '$85', '$850'],
        ['Coordination on the day', '9', '$85', '$765'],
        ['Pack-down', '4', '$85', '$340'],
        ['Admin, invoicing and follow-up', '3', '$85', '$255'],
        ['Materials and consumables', '', '', '$420'],
        ['Travel', '', '', '$180'],
        ['Margin for the unseen work, 15 per cent', '', '', '$740'],
      ],
      { grid: true, rowHeight: 20, total: ['Quote', '51', '', '$5,675'] },
    ),
    text(
      'Round the quote to a figure you can say without apology: $5,700. If the market will not pay it, change what the package includes, not the rate.',
    ),
    heading('Your own costing'),
    table(costing, [], { grid: true, blankRows: 16, total: ['Quote', '', '', '$'] }),
    note(
      'Review your rate every January. A rate that has not moved in two years has fallen, and the clients who booked you at it will tell their friends the price.',
    ),
  ],
}

export const packagesAndQuoting: Chapter = {
  title: 'Packages and quoting',
  intro:
    'Quote in packages, with the hours each one includes. Clients compare what they can understand, and a package tells them what you are proud to deliver.',
  blocks: [
    table(
      [
        { label: 'Package', width: 1.2 },
        { label: 'What it includes', width: 3.2 },
        { label: 'Hours', width: 0.6, align: 'right' },
        { label: 'From', width: 0.8, align: 'right' },
      ],
      [
        ['Essentials', 'Coordination on the day, run sheet, supplier confirmations in the final month', '14', '$1,450'],
        ['Signature', 'Essentials, plus styling design, hire order and setup with a crew of two', '32', '$3,200'],
        [
          'Full planning',
          'Signature, plus venue and supplier search, budget management and monthly meetings',
          '60',
          '$6,500',
        ],
      ],
      { display: true },
    ),
    heading('Every quote shows'),
    checklist(
      'The date, the venue and the guest number the price assumes',
      'What is included, line by line, and the hours behind it',
      'Delivery, setup and collection as separate lines',
      'The deposit, the balance and the dates each is due',
      'How long the quote holds: we use fourteen days',
      'GST: included, or not registered, said plainly',
    ),
    heading('Following a quote up'),
    table(
      [{ label: 'When', width: 1 }, { label: 'What you do', width: 4 }, done()],
      [
        ['Day 0', 'Send the quote within one working day of the call, with one line on why you want the event'],
        ['Day 3', 'A short call: any questions, anything to change?'],
        ['Day 7', 'An email with a photograph of a similar event you styled'],
        ['Day 14', 'The quote expires; ask whether to hold the date a little longer'],
      ],
      { display: true },
    ),
  ],
}
