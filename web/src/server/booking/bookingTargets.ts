import type Stripe from 'stripe'
import { toDollars } from '../../pricing/money.ts'
import type { Mailer } from '../email/mailer.ts'
import type { Target } from '../outbox/dispatcher.ts'
import type { StoredSubmission } from '../outbox/outboxRows.ts'
import type { Seller } from '../store/storeCatalogue.ts'
import { airtableRecordTarget, updateRecord, type AirtableRecordOptions } from './airtableRecordTarget.ts'
import { BOOKING_TABLES, BOOKING_TARGETS, type PaymentFields } from './bookingTables.ts'
import { paymentConfirmationEmail } from './paymentEmails.ts'
import { staffNoticeEmail } from './staffNotices.ts'

/** The record's fields a booking row sets: Status and the deposit's evidence, or the balance, or a new acceptance. */
export function recordUpdate(submission: StoredSubmission): Record<string, string | number> {
  const f = submission.fields
  if (submission.table === BOOKING_TABLES.acceptances)
    return { 'Accepted By': String(f['Accepted By']), 'Accepted At': String(f['Accepted At']) }
  const paid = f as unknown as PaymentFields
  if (paid.Kind === 'balance') return { 'Balance Paid': toDollars(paid['Kind Paid Cents']) }
  return {
    Status: 'Confirmed',
    'Deposit Paid': toDollars(paid['Kind Paid Cents']),
    ...(paid['Accepted By'] ? { 'Accepted By': paid['Accepted By'], 'Accepted At': paid['Accepted At'] } : {}),
  }
}

/** The Airtable record of a paid quote: Status and the deposit's evidence, or the balance, or a new acceptance. */
export const bookingAirtableTarget = (options: AirtableRecordOptions): Target =>
  airtableRecordTarget(BOOKING_TARGETS.airtable, options, (base, recordId, submission) =>
    updateRecord(base, recordId, recordUpdate(submission)),
  )

/** The couple's confirmation and receipt of each payment. */
export function bookingCoupleTarget({ mailer, seller }: { mailer?: Mailer; seller: () => Promise<Seller> }): Target {
  return {
    name: BOOKING_TARGETS.couple,
    notConfigured: mailer ? undefined : 'SMTP_URL is not set',
    concurrency: 2,
    attemptTimeoutMs: 120_000,
    async deliver(submission) {
      const fields = submission.fields as unknown as PaymentFields
      if (!fields.Email) throw new Error(`payment ${fields.Session} has no email address to send its receipt to`)
      return mailer!.send(paymentConfirmationEmail(fields, await seller()))
    },
  }
}

/** Staff's notice of every booking row (INQUIRY_NOTIFY_TO). */
export function bookingStaffTarget({ mailer, notifyTo }: { mailer?: Mailer; notifyTo?: string }): Target {
  return {
    name: BOOKING_TARGETS.staff,
    notConfigured: !mailer ? 'SMTP_URL is not set' : !notifyTo ? 'INQUIRY_NOTIFY_TO is not set' : undefined,
    concurrency: 2,
    attemptTimeoutMs: 120_000,
    deliver: (submission) => mailer!.send(staffNoticeEmail(submission, notifyTo!)),
  }
}

/** The refund of a second deposit, once at Stripe however often it is attempted (its idempotency key). */
export function bookingRefundTarget({ stripe }: { stripe: Stripe }): Target {
  return {
    name: BOOKING_TARGETS.refund,
    concurrency: 1,
    attemptTimeoutMs: 60_000,
    async deliver(submission) {
      const intent = String(submission.fields['Payment Intent'] ?? '')
      if (!intent) throw new Error(`second deposit ${String(submission.fields.Session)} names no payment to refund`)
      const refund = await stripe.refunds.create(
        {
          payment_intent: intent,
          metadata: {
            booking: String(submission.fields.Record),
            reason: submission.table === BOOKING_TABLES.overbooked ? 'pieces gone' : 'second deposit',
          },
        },
        { idempotencyKey: `booking-refund-${String(submission.fields.Session)}` },
      )
      return refund.id
    },
  }
}
