import { formatEventDay } from '../../availability/calendarDay.ts'
import { formatCents } from '../../pricing/money.ts'
import { details, page, paragraph } from './layout.ts'
import type { Email } from './mailer.ts'
import type { StoredSubmission } from '../outbox/outboxRows.ts'
import { BOOKING_TABLES } from '../booking/bookingTables.ts'
import { rowOf, type AcceptanceFields, type RefundReason } from '../booking/rowFields.ts'

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value))
const cents = (value: unknown) => formatCents(Number(value) || 0)

/** Why the site gave money back, as staff read it; each is automatic and needs nothing unless the couple asks. */
const REFUND_SAYS: Record<RefundReason, { subject: string; says: string }> = {
  'second-deposit': {
    subject: 'Second deposit refunded',
    says: 'A second deposit for this booking arrived after the first was paid. It is refunded in full automatically; nothing to do unless the couple asks.',
  },
  cancelled: {
    subject: 'Payment on a cancelled booking refunded',
    says: 'A payment arrived after this booking was cancelled (a payment page still open). It is refunded in full automatically and the record left as it is; nothing to do unless the couple asks.',
  },
  change: {
    subject: 'Changed booking, money refunded',
    says: 'Money paid for this booking is given back automatically because of a change the couple made: a total lowered below what they had paid, or a change paid for that could not be made. Nothing to do unless the couple asks.',
  },
  overpaid: {
    subject: 'Balance overpaid, excess refunded',
    says: 'A balance payment arrived beyond what was left to pay (two payment pages paid at once). The excess is refunded automatically; the booking is paid in full.',
  },
}

/** What staff are told of a booking row, by its table: a subject and a few lines, with the record id to find it. */
function noticeOf(submission: StoredSubmission): { subject: string; says: string; rows: Array<[string, string]> } {
  const row = rowOf(submission)
  const f = row.fields
  const who = text(f.Name) || text('Email' in f ? f.Email : '') || text(f.Record)
  const day = 'Event date' in f && f['Event date'] ? formatEventDay(text(f['Event date'])) : 'no date'
  const record: [string, string] = ['Record', text(f.Record)]
  switch (row.table) {
    case BOOKING_TABLES.payments: {
      const f = row.fields
      return {
        subject: `${f.Kind === 'deposit' ? 'Booking confirmed' : 'Balance paid'}: ${who}, ${day}`,
        says: `${who} paid the ${text(f.Kind)} online (${cents(f.Cents)}). The record is updated to match.`,
        rows: [
          record,
          ['Paid', cents(f.Cents)],
          ...(Number(f['Refunding Cents']) > 0
            ? [['Being refunded (beyond what was due)', cents(f['Refunding Cents'])] as [string, string]]
            : []),
          ['Quote total', cents(f['Total Cents'])],
          ['Left to pay', cents(f['Left Cents'])],
          ['Accepted by', text(f['Accepted By'])],
          ['Stripe session', text(f.Session)],
        ],
      }
    }
    case BOOKING_TABLES.refunds: {
      const f = row.fields
      const refund = REFUND_SAYS[f.Reason] ?? REFUND_SAYS['second-deposit']
      return {
        subject: `${refund.subject}: ${who}, ${day}`,
        says: refund.says,
        rows: [
          record,
          ['Paid', cents(f.Cents)],
          ['Refunded', cents(f['Refund Cents'] ?? f.Cents)],
          ['Stripe session', text(f.Session)],
          ['Payment', text(f['Payment Intent'])],
        ],
      }
    }
    case BOOKING_TABLES.stripeRefunds: {
      const f = row.fields
      return {
        subject: `Refund made at Stripe: ${who}, ${day}`,
        says: `A refund of this booking's ${text(f.Kind)} was made at Stripe, not by the site (its dashboard). The couple's page and the balance now count it: ${cents(f['Left Cents'])} is left to pay.`,
        rows: [
          record,
          ['Paid', cents(f.Cents)],
          ['Refunded in all', cents(f['Refunded Cents'])],
          ['Left to pay', cents(f['Left Cents'])],
          ['Payment', text(f['Payment Intent'])],
        ],
      }
    }
    case BOOKING_TABLES.overbooked: {
      const f = row.fields
      return {
        subject: `Deposit refunded, pieces gone: ${who}, ${day}`,
        says: `${who} paid their deposit, but some of their pieces on ${day} had gone to a booking paid first. The deposit is refunded in full automatically and the record is left as it was. Please get in touch with them: adjust the quote or source more.`,
        rows: [
          record,
          ['Refunded', cents(f.Cents)],
          ['Stripe session', text(f.Session)],
          ['Payment', text(f['Payment Intent'])],
        ],
      }
    }
    case BOOKING_TABLES.unavailable: {
      const f = row.fields
      return {
        subject: `Quote not accepted, stock short: ${who}, ${day}`,
        says: `${who} tried to accept their quote, but these lines are no longer free on ${day}. Nothing was charged. Adjust the quote or source more, then let them know.`,
        rows: [record, ['Email', text(f.Email)], ['Lines', text(f.Lines)]],
      }
    }
    default: {
      const f = row.fields as Partial<AcceptanceFields>
      return {
        subject: `Changed quote accepted: ${who}`,
        says: `${who} accepted the changed quote. The balance now follows its total.`,
        rows: [record, ['Accepted by', text(f['Accepted By'])], ['New total', cents(f['Total Cents'])]],
      }
    }
  }
}

/** To staff (INQUIRY_NOTIFY_TO), Reply-To the couple when their address is known. */
export function staffNoticeEmail(submission: StoredSubmission, to: string): Email {
  const { subject, says, rows } = noticeOf(submission)
  const email = text(submission.fields.Email)
  return {
    to,
    ...(email ? { replyTo: email } : {}),
    subject,
    ...page(subject, [paragraph(says), details(rows)], 'Booking online · the record is in Airtable.'),
  }
}
