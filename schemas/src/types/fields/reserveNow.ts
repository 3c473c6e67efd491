import { defineField } from 'sanity'

/** Card holds last 7 days at Stripe; staff must decide well inside that, so the window stops at 5 days. */
export const DECISION_WINDOW_MAX_HOURS = 120

/**
 * The rules of "Reserve now" (docs/product/hire-list.md#reserve-now), edited with the charges: whether a
 * hire list that passes them may be booked on the spot with its deposit held on the card, and how long
 * staff have to accept or decline before the site decides for them. Every list outside them is an inquiry.
 */
export const reserveNowFields = [
  defineField({
    name: 'instantBooking',
    title: 'Offer "Reserve now"',
    description:
      'On: a hire list with a date, a venue postcode or pickup, every piece free on that date and inside the rules below can be reserved on the spot. The deposit is held on the card, not charged, until you accept. Off: every list is sent as an inquiry, as before.',
    type: 'boolean',
    group: 'reserve',
    initialValue: false,
  }),
  defineField({
    name: 'deliveryNoticeDays',
    title: 'Notice for delivery (days)',
    description:
      'A delivered order for an event fewer than this many days away comes through as an inquiry, so the team can plan the run. 0 asks for no notice.',
    type: 'number',
    group: 'reserve',
    initialValue: 10,
    validation: (rule) => rule.required().integer().min(0).max(180),
  }),
  defineField({
    name: 'pickupNoticeDays',
    title: 'Notice for pickup (days)',
    description:
      'The same for an order the couple collects from the studio: inside this many days of the event it comes through as an inquiry.',
    type: 'number',
    group: 'reserve',
    initialValue: 5,
    validation: (rule) => rule.required().integer().min(0).max(180),
  }),
  defineField({
    name: 'instantBookingCap',
    title: 'Largest order reserved online ($)',
    description:
      'An estimated total above this (delivery, waiver and GST included) comes through as an inquiry for the team to quote by hand.',
    type: 'number',
    group: 'reserve',
    initialValue: 5000,
    validation: (rule) => rule.required().min(0).precision(2),
  }),
  defineField({
    name: 'decisionWindowHours',
    title: 'Time to accept or decline (hours)',
    description: `How long the team has to accept or decline a reservation once the card is held. At most ${DECISION_WINDOW_MAX_HOURS} hours (5 days): a card hold lasts 7 days, and a hold that lapses takes the deposit with it.`,
    type: 'number',
    group: 'reserve',
    initialValue: 48,
    validation: (rule) => rule.required().integer().min(1).max(DECISION_WINDOW_MAX_HOURS),
  }),
  defineField({
    name: 'windowPassedAction',
    title: 'When the time passes unanswered',
    description:
      'What the site does with a reservation nobody has accepted or declined in time, and then it tells the team. Accept takes the deposit and confirms the booking; decline lets the hold go and sends the couple the inquiry link.',
    type: 'string',
    group: 'reserve',
    initialValue: 'accept',
    options: {
      list: [
        { title: 'Accept it', value: 'accept' },
        { title: 'Decline it', value: 'decline' },
      ],
      layout: 'radio',
    },
    validation: (rule) => rule.required(),
  }),
]
