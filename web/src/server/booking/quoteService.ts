import type Stripe from 'stripe'
import type { PayAnswer, QuoteView, UnavailableAnswer } from '../../booking/quoteView.ts'
import { formatEventDay } from '../../availability/calendarDay.ts'
import { businessToday } from '../../lib/time/businessDay.ts'
import { quoteByToken, recordAcceptance, standingAcceptance, type QuoteRow } from '../data/bookings.ts'
import { payments } from '../data/bookingPayments.ts'
import { piecesWent } from '../data/bookingHolds.ts'
import { changesOf } from '../data/bookingChanges.ts'
import { recordAfterChanges, type ChangeFacts } from '../change/changeFacts.ts'
import type { Sql } from '../data/sql.ts'
import type { OutboxStore } from '../outbox/outboxRows.ts'
import { reservationOf } from '../reserve/reservations.ts'
import { BOOKING_TABLES, BOOKING_TARGETS } from './bookingTables.ts'
import type { BookingSettings } from './bookingSettings.ts'
import { followFigures } from './bookingState.ts'
import { openCheckout, PaymentUnderWay, sessionEnd, type PaymentRequest } from './checkoutSession.ts'
import type { FreshQuoteRequest } from './freshQuote.ts'
import type { QuoteRecord, QuoteRecords } from './quoteRecord.ts'
import { bookingRow, type AcceptanceFields, type RowFields } from './rowFields.ts'
import { notPayableOnline } from './smallAmounts.ts'
import {
  QUOTED_STATUSES,
  quoteViewOf,
  recordFromAcceptance,
  validUntilOf,
  type AcceptedFigures,
} from './quoteViewOf.ts'
import type { StockCheck } from './stockCheck.ts'

export type QuoteServiceDeps = {
  sql: Sql
  /** STRIPE_SECRET_KEY: the quote links' key is derived from it (data/quoteToken.ts). */
  secret: string
  records: QuoteRecords
  settings: () => Promise<BookingSettings>
  stripe: Stripe
  stock: StockCheck
  store: OutboxStore
  kick: () => unknown
  giveUpMs: number
  /** The quote flow's fresh-quote request (freshQuote.ts). */
  requestFresh: (request: FreshQuoteRequest) => Promise<void>
  /** PUBLIC_SITE_URL: Stripe returns the couple there. */
  site: string
  now?: () => number
  log?: (message: string) => void
}

/** Why a quote's action was refused, as the route answers it. */
export type Refusal =
  | { status: 404 }
  | { status: 409; body: UnavailableAnswer | { error: string; message: string } }
  | { status: 410; body: { error: 'expired'; message: string } }
  | { status: 503; body: { error: 'unavailable'; message: string; retryAfter?: number } }

export type Loaded = { quote: QuoteRow; record: QuoteRecord & { totalCents: number }; view: QuoteView }

export const AIRTABLE_BUSY: Refusal = {
  status: 503,
  body: { error: 'unavailable', message: 'Your quote cannot be read just now. Please try again in a minute.' },
}

export function createQuoteService(deps: QuoteServiceDeps) {
  const now = deps.now ?? Date.now
  const log = deps.log ?? ((message: string) => console.error(message))
  const pageUrl = (token: string) => `${deps.site}/quote/${token}`

  /** The quote a token names with its record and the page's state; a refusal for anything else. */
  async function load(token: string, fresh = false): Promise<Loaded | Refusal> {
    // The signature is checked before anything is read: a guessed token costs no read at all.
    const quote = await quoteByToken(deps.sql, token, deps.secret)
    if (!quote) return { status: 404 }
    let record: QuoteRecord | undefined
    let settings: BookingSettings
    const [paid, accepted, went, reservation, changes] = await Promise.all([
      payments(deps.sql, quote.recordId),
      standingAcceptance<AcceptedFigures>(deps.sql, quote.recordId),
      piecesWent(deps.sql, quote.recordId),
      reservationOf(deps.sql, quote.recordId),
      changesOf<ChangeFacts>(deps.sql, quote.recordId),
    ])
    try {
      settings = await deps.settings()
    } catch (error) {
      log(`[booking] the hire terms are unreadable: ${error instanceof Error ? error.message : String(error)}`)
      return AIRTABLE_BUSY
    }
    try {
      record = await deps.records.read(quote.recordId, { fresh })
    } catch (error) {
      log(`[booking] quote ${quote.recordId} unreadable: ${error instanceof Error ? error.message : String(error)}`)
      // A couple back from paying sees their booking from the database while the record catches up; nothing is charged from it.
      if (fresh || !accepted) return AIRTABLE_BUSY
      record = recordFromAcceptance(
        quote,
        accepted,
        paid.some((p) => p.kind === 'deposit' && p.state === 'paid'),
      )
    }
    if (!record || !QUOTED_STATUSES.has(record.status ?? '')) return { status: 404 }
    if (record.totalCents === null) {
      log(`[booking] quote ${quote.recordId} has no Total Cost: its link answers 404 until staff price it`)
      return { status: 404 }
    }
    // A change applied stands while the record still reads what it replaced (its update is in the outbox).
    const priced = recordAfterChanges({ ...record, totalCents: record.totalCents }, changes)
    const today = businessToday(now())
    return {
      quote,
      record: priced,
      view: {
        ...quoteViewOf({ quote, record: priced, payments: paid, accepted, settings, today, reservation, changes }),
        ...(went ? { piecesWent: true } : {}),
      },
    }
  }

  const queueStaff = async (submissionId: string, fields: RowFields[typeof BOOKING_TABLES.unavailable]) => {
    await deps.store.accept(
      bookingRow(BOOKING_TABLES.unavailable, submissionId, fields),
      [BOOKING_TARGETS.staff],
      now(),
      deps.giveUpMs,
    )
    void deps.kick()
  }

  /** A Checkout Session for what the server computed, paid back to the quote page; 503 when Stripe cannot be reached. */
  async function pay(
    token: string,
    { quote, record }: Pick<Loaded, 'quote' | 'record'>,
    request: Pick<PaymentRequest, 'kind' | 'cents' | 'description' | 'acceptance' | 'validUntil'>,
  ): Promise<PayAnswer | Refusal> {
    try {
      const url = await openCheckout(deps.stripe, deps.sql, {
        ...request,
        recordId: quote.recordId,
        email: record.email,
        description: `${request.description}, ${formatEventDay(record.eventDate)}`,
        successUrl: `${pageUrl(token)}?paid=${request.kind}&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: pageUrl(token),
        site: deps.site,
      })
      return { url }
    } catch (error) {
      log(
        `[booking] ${request.kind} checkout for ${quote.recordId} failed: ${error instanceof Error ? error.message : String(error)}`,
      )
      if (error instanceof PaymentUnderWay)
        return {
          status: 503,
          body: {
            error: 'unavailable',
            message:
              'A payment you started is still open or being confirmed. Please try again in a minute; you will not be charged twice.',
            retryAfter: 60,
          },
        }
      return {
        status: 503,
        body: { error: 'unavailable', message: 'The payment page could not be opened. Please try again shortly.' },
      }
    }
  }

  return {
    load,

    /** "Accept and pay deposit": the evidence kept, stock checked, one deposit session at the record's amount now. */
    async accept(
      token: string,
      evidence: { fullName: string; ip: string | null; userAgent: string | null },
      airtable: boolean,
    ): Promise<PayAnswer | Refusal> {
      const loaded = await load(token, true)
      if (!('view' in loaded)) return loaded
      const { quote, record, view } = loaded
      const accepting = {
        recordId: quote.recordId,
        fullName: evidence.fullName,
        acceptedAt: now(),
        ip: evidence.ip,
        userAgent: evidence.userAgent,
        termsVersion: view.termsVersion,
        figures: {
          ...view.current,
          eventDate: record.eventDate,
          request: { name: record.name, venue: record.venue, postcode: record.postcode, items: record.items },
        } satisfies AcceptedFigures,
      }
      if (view.state === 'cancelled')
        return {
          status: 409,
          body: { error: 'cancelled', message: 'This booking was cancelled: nothing can be paid.' },
        }
      if (view.state === 'confirmed' || view.state === 'paid') {
        if (!view.changed)
          return { status: 409, body: { error: 'accepted', message: 'You have accepted this quote already.' } }
        // Accepting the changed quote: the deposit stands, the balance and the quote's state follow these
        // figures from now (a higher total after "paid in full" is a balance due again, so reminders go),
        // and staff's notice commits with the acceptance or neither does.
        const targets = [...(airtable ? [BOOKING_TARGETS.airtable] : []), BOOKING_TARGETS.staff]
        await deps.store.prepare(targets as never)
        await deps.sql.transaction(async (tx) => {
          const id = await recordAcceptance(tx, { ...accepting, stands: true })
          const fields: AcceptanceFields = {
            Record: quote.recordId,
            'Accepted By': evidence.fullName,
            'Accepted At': new Date(accepting.acceptedAt).toISOString(),
            'Total Cents': view.current.totalCents,
            Name: record.name,
          }
          const submission = bookingRow(BOOKING_TABLES.acceptances, `accept-${id}`, fields)
          await deps.store.accept(submission, targets, now(), deps.giveUpMs, tx)
          await followFigures(tx, quote.recordId)
        })
        void deps.kick()
        return { url: pageUrl(token) }
      }
      if (view.state === 'expired')
        return {
          status: 410,
          body: { error: 'expired', message: `This quote expired on ${formatEventDay(view.validUntil)}.` },
        }
      const small = notPayableOnline(view.current.depositCents)
      if (small) return small
      // The lines are held a minute past the session: Stripe's end is computed a moment after this one.
      const hold = {
        recordId: quote.recordId,
        items: record.items,
        eventDate: record.eventDate,
        endsAt: sessionEnd(now(), validUntilOf({ quote, record })) + 60_000,
      }
      const stock = await deps.stock.claim(hold).catch(() => ({ known: false as const }))
      if (!stock.known) return AIRTABLE_BUSY
      if (stock.short.length) {
        await queueStaff(`unavailable-${quote.recordId}-${businessToday(now())}`, {
          Record: quote.recordId,
          Name: record.name,
          Email: record.email,
          'Event date': record.eventDate,
          Lines: stock.short.join('\n'),
        })
        return {
          status: 409,
          body: {
            error: 'unavailable',
            message: `Some of your quote is no longer free on ${formatEventDay(record.eventDate)}. Nothing has been charged; we have been told and will be in touch.`,
            lines: stock.short,
          },
        }
      }
      const acceptance = await recordAcceptance(deps.sql, accepting)
      const whole = view.current.depositCents === view.current.totalCents
      const answer = await pay(token, loaded, {
        kind: 'deposit',
        cents: view.current.depositCents,
        description: whole ? 'Equipment hire' : 'Deposit for equipment hire',
        acceptance,
        validUntil: validUntilOf({ quote, record }),
      })
      if (!('url' in answer)) await deps.stock.release(quote.recordId)
      return answer
    },

    /** "Pay balance": what is left of the figures last accepted. */
    async balance(token: string): Promise<PayAnswer | Refusal> {
      const loaded = await load(token, true)
      if (!('view' in loaded)) return loaded
      const { view } = loaded
      if (view.state !== 'confirmed' || view.dueCents <= 0)
        return { status: 409, body: { error: 'nothing_to_pay', message: 'There is nothing to pay on this quote.' } }
      const small = notPayableOnline(view.dueCents)
      if (small) return small
      return pay(token, loaded, {
        kind: 'balance',
        cents: view.dueCents,
        description: 'Balance for equipment hire',
        acceptance: null,
      })
    },

    /** "Ask for a fresh quote" after expiry: staff emailed and the record noted (freshQuote.ts), once per expired quote. */
    async fresh(token: string): Promise<{ status: 202 } | Refusal> {
      const loaded = await load(token)
      if (!('view' in loaded)) return loaded
      const { quote, record, view } = loaded
      if (view.state !== 'expired')
        return { status: 409, body: { error: 'not_expired', message: 'This quote has not expired.' } }
      await deps.requestFresh({
        recordId: quote.recordId,
        name: record.name,
        email: record.email,
        eventDate: record.eventDate,
        expiredOn: view.validUntil,
      })
      return { status: 202 }
    },
  }
}

export type QuoteService = ReturnType<typeof createQuoteService>
