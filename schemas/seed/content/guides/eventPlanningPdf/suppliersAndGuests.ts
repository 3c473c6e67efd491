import { bullets, heading, table, type Chapter } from '../kit.ts'

/** The two lists every later count is taken from: who is working on the day and who is coming. */

export const suppliersAndContacts: Chapter = {
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
}

export const guestsAndSeating: Chapter = {
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
}
