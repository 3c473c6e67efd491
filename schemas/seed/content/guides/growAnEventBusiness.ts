import { bullets, checklist, done, fields, heading, letter, lines, note, table, text, type GuideSeed } from './kit.ts'

const costing = [
  { label: 'Task', width: 3 },
  { label: 'Hours', width: 0.8, align: 'right' as const },
  { label: 'Rate', width: 0.8, align: 'right' as const },
  { label: 'Cost', width: 1, align: 'right' as const },
]

export const growAnEventBusiness: GuideSeed = {
  kicker: 'A business handbook',
  subtitle: 'What we wish we had known when we started',
  chapters: [
    {
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
    },
    {
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
            [
              'Essentials',
              'Coordination on the day, run sheet, supplier confirmations in the final month',
              '14',
              '$1,450',
            ],
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
    },
    {
      title: 'Sample client agreement and hire terms',
      intro:
        'A clear agreement protects the client as much as it protects you. It says what will happen before anyone needs it to.',
      blocks: [
        heading('Every agreement covers'),
        checklist(
          'What is included and what is not',
          'Deposit, balance and when each is due',
          'Cancellation and postponement',
          'Damage to hired items and how it is charged',
          'Delivery, setup and collection windows',
          'Changes to numbers or items after confirmation',
        ),
        heading('Sample clauses'),
        {
          kind: 'clauses',
          items: [
            {
              title: 'Booking and deposit',
              text: 'The date is reserved when we receive this signed agreement and a deposit of 30 per cent of the total. The deposit secures our time and is not refundable.',
            },
            {
              title: 'Balance',
              text: 'The balance is due 28 days before the event. If it is unpaid 14 days before, we may release the date and the items reserved for it.',
            },
            {
              title: 'Changes',
              text: 'Quantities may be increased up to 14 days before the event, subject to availability, and reduced by no more than 10 per cent of the confirmed order.',
            },
            {
              title: 'Cancellation and postponement',
              text: 'If you cancel more than 90 days before the event, the deposit is kept and nothing more is owed; within 90 days, 50 per cent of the total; within 28 days, the total. One postponement to a date within 12 months is accepted without charge, subject to availability.',
            },
            {
              title: 'Care of hired items',
              text: 'Hired items remain ours and are your responsibility from delivery to collection. Items lost or damaged beyond fair wear are charged at their replacement cost, shown on the order.',
            },
            {
              title: 'Delivery, setup and collection',
              text: 'We deliver, set up and collect within the windows on the order. Access outside them, stairs without a lift or a wait of more than 30 minutes may be charged at our hourly rate.',
            },
          ],
        },
        heading('Signed'),
        fields('Client', 'For [your business]', 'Signature', 'Signature', 'Date', 'Date'),
        note(
          'These clauses are a starting point, not legal advice. Have a lawyer read your final terms once, and keep them the same for every client.',
          'Before you use them',
        ),
      ],
    },
    {
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
    },
    {
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
    },
    {
      title: 'Your first year of marketing',
      intro:
        'Your first clients will come from people who have seen your work in person. Style one event a quarter for a venue, a florist or a photographer, at cost, and ask for the photographs and an introduction in return.',
      blocks: [
        table(
          [{ label: 'Month', width: 0.9 }, { label: 'Focus', width: 1.6 }, { label: 'Actions', width: 3 }, done()],
          [
            ['Month 1', 'Your portfolio', 'Photograph your inventory; build a one-page site with three packages'],
            ['Month 2', 'Venues', 'Visit five venues; leave a printed lookbook with each manager'],
            ['Month 3', 'A styled shoot', 'Collaborate with a photographer and a florist; share the credits'],
            ['Month 4', 'Directories', 'List with two wedding directories and your local business listing'],
            ['Month 5', 'Reviews', 'Ask every client so far for a review, with a direct link'],
            ['Month 6', 'Open day', 'Style a table at a venue open day; collect names for a newsletter'],
            ['Month 7', 'Press', 'Submit the styled shoot to one blog or magazine'],
            ['Month 8', 'Suppliers', 'Send three introduction emails; offer a referral in return'],
            ['Month 9', 'Second shoot', 'A second styled shoot in the other season'],
            ['Month 10', 'Newsletter', 'Send the first: new stock, one real event, one useful tip'],
            ['Month 11', 'Review', 'Which enquiries came from where? Stop the channel that sent none'],
            ['Month 12', 'Plan year two', 'Raise your rate; choose the two channels that worked'],
          ],
          { display: true },
        ),
        heading('Every week'),
        checklist(
          'Answer every enquiry within one working day',
          'Post one real event, with the suppliers credited',
          'Thank one supplier or venue in person or by email',
        ),
      ],
    },
    {
      title: 'Supplier introduction emails',
      intro:
        'Most work in this industry comes through venues, florists and photographers who trust you. An introduction is short, specific, and offers something first.',
      blocks: [
        letter(
          'Styling at [venue]: an introduction from [business]',
          'Hi [name],',
          'I run [business], a styling and hire studio in [city]. I styled a wedding at [venue] in [month] and loved how the [room] holds the evening light.',
          'I would be glad to style a table in that room for your next open day, at no charge, so your couples can see it dressed. May I drop in a lookbook next week?',
          'With thanks, [your name], [phone]',
        ),
        letter(
          'A styled shoot in [month]?',
          'Hi [name],',
          'Your work at [event] was beautiful. I am planning a styled shoot at [location] in [month] around a [palette] palette, and I would love you to photograph it.',
          'I will bring the styling, hire and a florist; every supplier keeps full use of the images with credits. Could we talk this week?',
          '[Your name], [business]',
        ),
        letter(
          'Thank you for [event]',
          'Hi [name],',
          'Thank you for being part of [event] on [date]. [One specific thing they did well.] It made the day, and the couple said so.',
          'If you are ever asked for a stylist, I would be grateful for the introduction, and I will keep recommending you.',
          '[Your name]',
        ),
      ],
    },
    {
      title: 'Notes',
      intro: 'For rates, ideas, and the names of the people who were kind to you early on.',
      blocks: [lines()],
    },
  ],
}
