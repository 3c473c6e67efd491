import { HIRE_FIELDS as F, type HireStatus } from '@amaranth/schemas/airtable'
import type Stripe from 'stripe'
import {
  airtableRecordTarget,
  recordStatus,
  updateRecord,
  type AirtableRecordOptions,
} from '../booking/airtableRecordTarget.ts'
import type { Target } from '../outbox/dispatcher.ts'
import { RESERVE_TARGETS, type DecisionFields } from './reserveTables.ts'

/**
 * Staff's decision at Stripe: the held deposit captured, or its authorisation cancelled, each under an
 * idempotency key of its reservation and action, so a retry (or a second instance's attempt) is the same
 * request. A capture or cancel Stripe refuses because it happened already is taken as done. After a
 * capture, `captured` settles the deposit as a paid one (the quote flow's settle: record, receipt, staff).
 */
export function reserveStripeTarget({
  stripe,
  captured,
}: {
  stripe: Stripe
  captured: (fields: DecisionFields) => Promise<void>
}): Target {
  return {
    name: RESERVE_TARGETS.stripe,
    concurrency: 1,
    attemptTimeoutMs: 60_000,
    async deliver(submission) {
      const f = submission.fields as unknown as DecisionFields
      const key = `reserve-${f.Action}-${f.Record}`
      const done = f.Action === 'capture' ? 'succeeded' : 'canceled'
      try {
        if (f.Action === 'capture')
          await stripe.paymentIntents.capture(f['Payment Intent'], {}, { idempotencyKey: key })
        else await stripe.paymentIntents.cancel(f['Payment Intent'], {}, { idempotencyKey: key })
      } catch (error) {
        const intent = await stripe.paymentIntents.retrieve(f['Payment Intent'])
        if (intent.status !== done) throw error
      }
      if (f.Action === 'capture') await captured(f)
      return `${f.Action} ${f['Payment Intent']}`
    },
  }
}

/**
 * Statuses the site's own decline leaves as they are: a booking staff ended (Cancelled, Completed), or one
 * already Declined. A Confirmed that staff set as the site declined is written over: the card hold is
 * cancelled by then, nothing can be captured, and a Confirmed record would keep counting its pieces.
 */
const KEPT: ReadonlySet<string> = new Set<HireStatus>(['Declined', 'Cancelled', 'Completed'])

/**
 * The site declined a reservation on its own (the window passed with "decline", or Stripe let the hold
 * lapse): the record's Status becomes Declined, so staff's view matches the page and the availability.
 * Its Status is read first (Airtable has no conditional write).
 */
export const reserveAirtableTarget = (options: AirtableRecordOptions): Target =>
  airtableRecordTarget(RESERVE_TARGETS.airtable, options, async (base, recordId) =>
    KEPT.has(await recordStatus(base, recordId)) ? recordId : updateRecord(base, recordId, { [F.status]: 'Declined' }),
  )
