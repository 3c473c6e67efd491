import { checklist, fields, heading, note, type Chapter } from '../kit.ts'

/** The sample agreement is long enough to stand on its own. */

export const clientAgreement: Chapter = {
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
}
