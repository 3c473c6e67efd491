import { HIRE_FIELDS as F, type AirtableFields, type HireStatus } from '@amaranth/schemas/airtable'
import type Stripe from 'stripe'
import { toDollars } from '../../pricing/money.ts'
import type { Mailer } from '../email/mailer.ts'
import type { Target } from '../outbox/dispatcher.ts'
import type { StoredSubmission } from '../outbox/outboxRows.ts'
import type { Seller } from '../store/storeCatalogue.ts'
import { airtableRecordTarget, recordStatus, updateRecord, type AirtableRecordOptions } from './airtableRecordTarget.ts'
import { BOOKING_TABLES, BOOKING_TARGETS } from './bookingTables.ts'
import { paymentConfirmationEmail } from '../email/paymentEmails.ts'
import { rowOf, type PaymentFacts, type PaymentFields, type RefundFields } from './rowFields.ts'
import { staffNoticeEmail } from '../email/staffNotices.ts'

/** The record's fields a booking row sets: Status and the deposit's evidence, or the balance, or a new acceptance. */
export function recordUpdate(submission: StoredSubmission): AirtableFields<'Equipment Hire Requests'> {
  const row = rowOf(submission)
  if (row.table === BOOKING_TABLES.acceptances)
    return { [F.acceptedBy]: row.fields['Accepted By'], [F.acceptedAt]: row.fields['Accepted At'] }
  const paid = row.fields as PaymentFields
  if (paid.Kind === 'balance') return { [F.balancePaid]: toDollars(paid['Kind Paid Cents']) }
  return {
    [F.status]: 'Confirmed',
    [F.depositPaid]: toDollars(paid['Kind Paid Cents']),
    ...(paid['Accepted By'] ? { [F.acceptedBy]: paid['Accepted By'], [F.acceptedAt]: paid['Accepted At'] } : {}),
  }
}

/** Statuses staff set that the site never changes: a booking that ended stays ended. */
export const FINAL_STATUSES: ReadonlySet<string> = new Set<HireStatus>(['Cancelled', 'Completed'])

/**
 * The Airtable record of a paid quote: Status and the deposit's evidence, or the balance, or a new
 * acceptance. A Status change reads the record's Status first (Airtable has no conditional write) and is
 * left out over Cancelled or Completed: the payment's facts are still written, for staff to see what was
 * taken (a payment that lands after the site saw the cancel is refunded and writes nothing here).
 */
export const bookingAirtableTarget = (options: AirtableRecordOptions): Target =>
  airtableRecordTarget(BOOKING_TARGETS.airtable, options, async (base, recordId, submission) => {
    const { [F.status]: status, ...facts } = recordUpdate(submission)
    const keep = status === undefined || FINAL_STATUSES.has(await recordStatus(base, recordId))
    return updateRecord(base, recordId, keep ? facts : { [F.status]: status, ...facts })
  })

/** The couple's confirmation and receipt of each payment. */
export function bookingCoupleTarget({ mailer, seller }: { mailer?: Mailer; seller: () => Promise<Seller> }): Target {
  return {
    name: BOOKING_TARGETS.couple,
    notConfigured: mailer ? undefined : 'SMTP_URL is not set',
    concurrency: 2,
    attemptTimeoutMs: 120_000,
    async deliver(submission) {
      const fields = rowOf(submission).fields as PaymentFields
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

/**
 * A refund the site gives (RefundReason): all of a payment, or its `Refund Cents` when that is less; once at
 * Stripe however often it is attempted (its idempotency key: one refund per payment, or per change and payment).
 */
export function bookingRefundTarget({ stripe }: { stripe: Stripe }): Target {
  return {
    name: BOOKING_TARGETS.refund,
    concurrency: 1,
    attemptTimeoutMs: 60_000,
    async deliver(submission) {
      const f = rowOf(submission).fields as RefundFields | PaymentFacts
      const intent = f['Payment Intent'] ?? ''
      if (!intent) throw new Error(`refund of ${f.Session} names no payment to refund`)
      const cents = 'Refund Cents' in f ? Number(f['Refund Cents']) || 0 : 0
      const part = cents > 0 && cents < Number(f.Cents) ? { amount: cents } : {}
      const reason = 'Reason' in f ? f.Reason : 'second-deposit'
      const refund = await stripe.refunds.create(
        {
          payment_intent: intent,
          ...part,
          metadata: {
            booking: f.Record,
            reason: submission.table === BOOKING_TABLES.overbooked ? 'pieces-gone' : reason,
          },
        },
        { idempotencyKey: ('Refund Key' in f && f['Refund Key']) || `booking-refund-${f.Session}` },
      )
      return refund.id
    },
  }
}
