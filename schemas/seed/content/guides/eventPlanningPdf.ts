import {
  bullets,
  checklist,
  done,
  fields,
  heading,
  lines,
  note,
  table,
  text,
  type Column,
  type GuideSeed,
} from './kit.ts'

/** The tracker's columns: each line's quote, what is paid and what is still due, and when. */
const budgetColumns: Column[] = [
  { label: 'Item', width: 1.7 },
  { label: 'Supplier', width: 1.5 },
  { label: 'Quote', width: 0.9, align: 'right' },
  { label: 'Deposit', width: 0.9, align: 'right' },
  { label: 'Balance', width: 0.9, align: 'right' },
  { label: 'Due', width: 1 },
]

export const eventPlanningPdf: GuideSeed = {
  kicker: 'The studio workbook',
  subtitle: 'Timelines, budgets and run sheets, as our planners use them for every event',
  chapters: [
    {
      title: 'How to use this workbook',
      intro:
        'This is the workbook our Brisbane and Perth planners open on the first day of every event. It moves from the big decisions to the small ones, in the order they need to be made.',
      blocks: [
        text(
          'Nothing here is booked before the thing it depends on: the budget before the venue, the guest number before the hire order, the hire order before the run sheet. Work through the chapters in order, print the pages you will write on, or fill them in on screen. Each chapter ends with something to tick off; ticking it is what lets you move on.',
        ),
        heading('Your event at a glance: copy it to the front of every brief'),
        fields(
          'Event',
          'Date',
          'Venue',
          'Ceremony or start time',
          'Guest estimate',
          'Guest number we will not pass',
          'Total budget',
          'Contingency (10 per cent)',
          'Planner and phone',
          'Venue contact and phone',
          'Three words for the day',
          'Colour palette',
        ),
        heading('The five decisions that shape everything else'),
        table(
          [{ label: 'Decision', width: 1.1 }, { label: 'Why it comes first', width: 3.6 }, done('Decided')],
          [
            ['Budget', 'Every quote is measured against it. Decide the total, then the contingency, then the rest.'],
            ['Guest number', 'It sets the size of the venue, the catering, the hire order and the seating plan.'],
            ['Date', 'Venues and the most sought-after suppliers book out by date, often a year ahead.'],
            ['Venue', 'It decides the access times, the wet-weather plan and which suppliers you may use.'],
            ['Style', 'Three words and a palette: the brief every supplier works from.'],
          ],
          { display: true },
        ),
      ],
    },
    {
      title: 'The 12-month planning timeline',
      intro:
        'Most of the stress of an event comes from decisions made late. Work back from the date: each month lists what to decide and book, and what to send or confirm.',
      blocks: [
        table(
          [
            { label: 'When', width: 1.05 },
            { label: 'Decide and book', width: 2.6 },
            { label: 'Send or confirm', width: 2.1 },
            done(),
          ],
          [
            [
              '12 months',
              'Budget, guest estimate and date; a shortlist of three venues',
              'Venue enquiries with your date and numbers',
            ],
            ['11 months', 'Venue booked; planner engaged', 'Venue deposit and signed agreement'],
            ['10 months', 'Photographer, videographer, celebrant or MC', 'Deposits; the save-the-date list'],
            ['9 months', 'Caterer briefed and booked; the style of service', "Caterer's deposit; a dietary estimate"],
            ['8 months', 'Styling concept, palette and florist', 'Mood board to the planner and florist'],
            ['7 months', 'Entertainment: band or DJ, ceremony music', 'Bump-in and curfew times to the venue'],
            ['6 months', 'Hire list drafted: furniture, tableware, linen', 'Hire quote requested; styling samples'],
            ['5 months', 'Invitations designed; accommodation for guests', 'Save-the-dates sent'],
            ['4 months', 'Attire; hair and make-up trial booked', 'Transport quotes'],
            ['3 months', 'Hire order confirmed; menu tasting', 'Invitations out (eight to ten weeks ahead)'],
            ['2 months', 'Signage, stationery and favours', 'RSVP reminders; the supplier contact sheet'],
            ['1 month', 'Final numbers, seating plan and speeches', 'Final numbers to caterer and hire; balances due'],
            ['2 weeks', 'Final walk-through at the venue', 'Run sheet, second draft, to every supplier'],
            ['1 week', 'Run sheet final; emergency kit packed', 'Arrival times confirmed by every supplier'],
          ],
          { display: true },
        ),
      ],
    },
    {
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
    },
    {
      title: 'Suppliers and contacts',
      intro:
        'On the day nobody should search for a phone number. One sheet, printed for every supplier, naming the person who arrives rather than the office that took the booking.',
      blocks: [
        table(
          [
            { label: 'Role', width: 1.4 },
            { label: 'Business', width: 1.5 },
            { label: 'On-the-day contact', width: 1.5 },
            { label: 'Phone', width: 1.2 },
            { label: 'Arrives', width: 0.8 },
          ],
          [
            'Venue manager',
            'Planner',
            'Caterer',
            'Hire company',
            'Florist',
            'Stylist',
            'Photographer',
            'Videographer',
            'Celebrant or MC',
            'Band or DJ',
            'Hair and make-up',
            'Transport',
            'Cake',
          ].map((role) => [role]),
          { grid: true, blankRows: 1, rowHeight: 23 },
        ),
        heading('Every supplier brief includes'),
        bullets(
          'The date, the venue address and how to reach the loading dock or service entrance',
          'Their arrival and pack-down windows, and the venue curfew',
          'The on-the-day contact, who is not the couple or the host',
          'The run sheet, with their own lines marked',
          'Parking, power, water and where their crew can eat',
        ),
      ],
    },
    {
      title: 'Guests, RSVPs and seating',
      intro:
        'The guest number drives the catering, the hire order and the seating. Keep one list, and let every other count come from it.',
      blocks: [
        heading('Seating rules of thumb'),
        bullets(
          'Round tables of 10 at 1.8 m, or 8 at 1.5 m; long trestles seat 10 to a 2.4 m pair',
          'Seat people by who they know, not by who they ought to know',
          'Older guests away from the speakers, near the exits and the bathrooms',
          'Print the plan by table and alphabetically: guests look for their own name first',
        ),
        heading('The guest list'),
        table(
          [
            { label: 'Guest', width: 2 },
            { label: 'Party of', width: 0.7, align: 'center' },
            { label: 'Invited', width: 0.6, align: 'center', tick: true },
            { label: 'Replied', width: 0.6, align: 'center', tick: true },
            { label: 'Dietary', width: 1.5 },
            { label: 'Table', width: 0.6, align: 'center' },
          ],
          [],
          { grid: true, blankRows: 22, rowHeight: 21 },
        ),
      ],
    },
    {
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
        fields(
          'Delivery date and window',
          'Setup finished by',
          'Collection date and window',
          'Access and parking notes',
        ),
        note(
          'Ask for collection the morning after when the venue allows it. A late-night pack-down is where glasses break and napkins go missing.',
        ),
      ],
    },
    {
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
    },
    {
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
    },
    {
      title: 'Notes',
      intro: 'For the ideas that arrive at two in the morning, and the numbers that belong nowhere else.',
      blocks: [lines()],
    },
  ],
}
