import { done, fields, heading, table, text, type Chapter } from '../kit.ts'

/** The decisions everything else waits on, in the order they have to be made. */

export const howToUse: Chapter = {
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
}

export const planningTimeline: Chapter = {
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
}
