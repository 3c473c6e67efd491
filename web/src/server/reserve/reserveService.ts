import type Stripe from 'stripe'
import { formatEventDay } from '../../availability/calendarDay.ts'
import { shortLines, type StockBase } from '../../availability/shortLines.ts'
import type { CountsOnDate } from '../../availability/listCheck.ts'
import type { EquipmentHireRequest } from '../../form-contracts/inquirySchema.ts'
import { quoteFigures } from '../../booking/amounts.ts'
import { businessDayStart, businessToday } from '../../lib/time/businessDay.ts'
import { TABLES } from '../api/recordWriter.ts'
import type { CatalogueProduct } from '../api/inquiryRecord.ts'
import { bookingRef } from '../availability/heldBookings.ts'
import { createQuote, recordAcceptance } from '../data/bookings.ts'
import { openPayment } from '../data/bookingPayments.ts'
import { createStatusRows } from '../data/statuses.ts'
import { holdPaid, lockHolds, placeHold, releaseHold } from '../data/bookingHolds.ts'
import type { Jobs } from '../data/jobs.ts'
import type { Sql } from '../data/sql.ts'
import type { OutboxStore, TargetName } from '../outbox/outboxRows.ts'
import type { BookingSettings } from '../booking/bookingSettings.ts'
import { DEPOSIT_SESSION_MS } from '../booking/checkoutSession.ts'
import { quoteLines } from '../booking/quoteRecord.ts'
import { heldBase } from '../booking/stockCheck.ts'
import { checkOnServer, type ChargesAnswer } from './reserveCheck.ts'
import { moveReservation, reservationOf, setSession, storeReservation } from './reservations.ts'
import { decideReservation, decideWindowsPassed } from './decideReservation.ts'
import { queueNotice } from './reserveNotices.ts'
import { RESERVE_TARGETS } from './reserveTables.ts'

export type ReserveDeps = {
  sql: Sql
  jobs: Pick<Jobs, 'send' | 'prepare'>
  store: OutboxStore
  kick: () => unknown
  giveUpMs: number
  stripe: Stripe
  secret: string
  site: string
  airtable: boolean
  loadCatalogue: () => Promise<readonly CatalogueProduct[]>
  loadCharges: () => Promise<ChargesAnswer>
  countsOn: (date: string) => Promise<CountsOnDate | undefined>
  readBase: () => Promise<StockBase | undefined>
  /** The hire terms' deposit and balance rules, for the figures the couple's acceptance keeps. */
  settings: () => Promise<BookingSettings>
  /** Wakes the inquiries' outbox, which delivers the hire request to Airtable (the booking's `kick` is its own). */
  kickInquiries?: () => unknown
  now?: () => number
  log?: (message: string) => void
}

export type ReserveRequest = EquipmentHireRequest & { fulfilment: 'delivery' | 'pickup'; fullName: string }

export type ReserveAnswer =
  | { status: 200; body: { url: string } }
  | { status: 409; body: { error: 'not_reservable'; message: string; reasons: string[] } }
  | { status: 503; body: { error: 'unavailable'; message: string; retryAfter: number } }

const DAY_MS = 86_400_000

const busy = (message: string): ReserveAnswer => ({
  status: 503,
  body: { error: 'unavailable', message, retryAfter: 60 },
})
const refused = (reasons: string[]): ReserveAnswer => ({
  status: 409,
  body: {
    error: 'not_reservable',
    message: 'This list goes through our team: send an inquiry and we will confirm it with you.',
    reasons,
  },
})

class Short extends Error {
  readonly lines: string[]
  constructor(lines: string[]) {
    super('short')
    this.lines = lines
  }
}

/**
 * Reserve now's server side (decision 0032): `reserve` checks and holds the list and opens a Checkout
 * Session that only authorises the deposit; `authorise` settles the card's authorisation once;
 * `decide` moves a reserved booking to captured or cancelled once, queuing Stripe's call in the outbox.
 */
export function createReserveService(deps: ReserveDeps) {
  const now = deps.now ?? Date.now
  const log = deps.log ?? ((message: string) => console.error(message))
  const pageFor = (token: string) => `${deps.site}/quote/${token}`

  async function reserve(request: ReserveRequest, evidence: { ip: string | null; userAgent: string | null }) {
    const at = now()
    const pickup = request.fulfilment === 'pickup'
    let catalogue: readonly CatalogueProduct[]
    let charges: ChargesAnswer
    let counts: CountsOnDate | undefined
    let base: StockBase | undefined
    try {
      ;[catalogue, charges, counts, base] = await Promise.all([
        deps.loadCatalogue(),
        deps.loadCharges(),
        deps.countsOn(request.eventDate),
        deps.readBase(),
      ])
    } catch (error) {
      log(
        `[reserve] the catalogue or the charges are unreadable: ${error instanceof Error ? error.message : String(error)}`,
      )
      return busy('Reserving cannot be checked just now. Please try again in a minute.')
    }
    const check = checkOnServer({ request, pickup, catalogue, charges, counts: counts ?? null, now: at })
    if (!check.reservable)
      return refused(check.answer.reasons.flatMap((reason) => (reason.words ? [reason.words] : [])))
    if (!base) return busy('Reserving cannot be checked just now. Please try again in a minute.')
    const items = String(check.record.fields.Items)
    const endsAt = at + DEPOSIT_SESSION_MS + 60_000
    let held: { recordId: string; token: string }
    try {
      held = await deps.sql.transaction(async (tx) => {
        await lockHolds(tx)
        const stored = await deps.store.accept(
          {
            table: TABLES.equipmentHireRequests,
            submissionId: request.submissionId,
            fields: check.record.fields,
            details: check.record.details,
          },
          [],
          at,
          deps.giveUpMs,
          tx,
        )
        const recordId = String(stored.id)
        const short = shortLines(await heldBase(tx, base, at), items, request.eventDate, bookingRef(recordId))
        if (short.length) throw new Short(short)
        const token = await createQuote(tx, { recordId, validUntil: request.eventDate, secret: deps.secret, now: at })
        await placeHold(tx, { recordId, items, eventDate: request.eventDate, endsAt })
        await storeReservation(tx, {
          recordId,
          eventDate: request.eventDate,
          items,
          totalCents: check.totalCents,
          depositCents: check.depositCents,
          email: request.email,
          name: `${request.firstName} ${request.lastName}`,
          windowHours: check.rules.decisionWindowHours,
          windowAction: check.rules.windowPassedAction,
          createdAt: at,
        })
        return { recordId, token }
      })
    } catch (error) {
      if (error instanceof Short)
        return refused(error.lines.map((line) => `${line} is no longer free on ${formatEventDay(request.eventDate)}`))
      throw error
    }
    const { recordId, token } = held
    try {
      const acceptance = await recordAcceptance(deps.sql, {
        recordId,
        fullName: request.fullName,
        acceptedAt: at,
        ip: evidence.ip,
        userAgent: evidence.userAgent,
        termsVersion: request.termsVersion ?? null,
        figures: {
          ...quoteFigures(
            { lines: quoteLines(items), totalCents: check.totalCents, eventDate: request.eventDate },
            await deps.settings(),
            businessToday(at),
          ),
          // The deposit held is the figure the hire list showed and the session holds.
          depositCents: check.depositCents,
          balanceCents: check.totalCents - check.depositCents,
          eventDate: request.eventDate,
          request: { name: `${request.firstName} ${request.lastName}`, items, postcode: request.postcode || undefined },
        },
      })
      const session = await deps.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'aud',
              unit_amount: check.depositCents,
              tax_behavior: 'inclusive',
              product_data: { name: `Deposit held for equipment hire, ${formatEventDay(request.eventDate)}` },
            },
          },
        ],
        payment_intent_data: { capture_method: 'manual' },
        customer_email: request.email,
        metadata: {
          booking: recordId,
          bookingKind: 'deposit',
          reservation: recordId,
          acceptance: String(acceptance),
          site: deps.site,
        },
        expires_at: Math.floor((at + DEPOSIT_SESSION_MS) / 1000),
        success_url: `${pageFor(token)}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${deps.site}/reserve`,
      })
      if (!session.url) throw new Error('Stripe answered without a checkout address')
      await openPayment(deps.sql, {
        sessionId: session.id,
        recordId,
        kind: 'deposit',
        cents: check.depositCents,
        acceptance,
        createdAt: at,
        expiresAt: at + DEPOSIT_SESSION_MS,
      })
      await setSession(deps.sql, recordId, session.id)
      return { status: 200, body: { url: session.url } } satisfies ReserveAnswer
    } catch (error) {
      log(`[reserve] checkout for ${recordId} failed: ${error instanceof Error ? error.message : String(error)}`)
      await releaseHold(deps.sql, recordId)
      await moveReservation(deps.sql, recordId, 'checkout', 'expired', { now: now() })
      return busy('The payment page could not be opened. Nothing is held or charged: please try again shortly.')
    }
  }

  /**
   * The card authorised (the webhook's `checkout.session.completed`, or the couple's return): once,
   * however often reported. One transaction: the reservation reserved, its lines held until the event's
   * day, the hire request's deliveries queued (Status Reserved, its Quote Link) as an inquiry's are.
   */
  async function authorise(session: Stripe.Checkout.Session): Promise<'reserved' | 'already' | 'not-ours' | 'unpaid'> {
    const recordId = session.metadata?.reservation
    if (!recordId) return 'not-ours'
    const intentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
    if (!intentId || session.status !== 'complete') return 'unpaid'
    const intent = await deps.stripe.paymentIntents.retrieve(intentId)
    if (intent.status !== 'requires_capture') return 'unpaid'
    const at = now()
    // The hire request goes to Airtable as an inquiry's does; its emails are the reservation's own.
    const targets: TargetName[] = deps.airtable ? ['airtable'] : []
    await deps.jobs.prepare(targets)
    await deps.store.prepare(Object.values(RESERVE_TARGETS))
    const moved = await deps.sql.transaction(async (tx) => {
      const reserved = await moveReservation(tx, recordId, 'checkout', 'reserved', { now: at, paymentIntent: intentId })
      if (!reserved) return false
      const eventEnd = (businessDayStart(reserved.eventDate) ?? at) + DAY_MS
      await holdPaid(tx, {
        recordId,
        items: reserved.items,
        eventDate: reserved.eventDate,
        endsAt: Math.max(eventEnd, at + DAY_MS),
        now: at,
      })
      const token = await createQuote(tx, { recordId, validUntil: reserved.eventDate, secret: deps.secret })
      await markReserved(tx, Number(recordId), pageFor(token))
      if (!deps.airtable) await createStatusRows(tx).set(Number(recordId), 'Reserved', at)
      for (const target of targets)
        await tx.query(
          `INSERT INTO deliveries (submission, target, next_attempt_at, give_up_at, job_id) VALUES ($1, $2, $3, $4, $5)`,
          [
            Number(recordId),
            target,
            at,
            at + deps.giveUpMs,
            await deps.jobs.send(tx, target, { submission: Number(recordId) }, 0),
          ],
        )
      await queueNotice(deps, tx, reserved, 'reserved', 'couple', at)
      return true
    })
    if (moved) {
      void deps.kick()
      void deps.kickInquiries?.()
    }
    return moved ? 'reserved' : 'already'
  }

  /** The couple's Checkout Session ended unpaid: the reservation expired and its short hold released, once. */
  async function expire(session: Pick<Stripe.Checkout.Session, 'metadata'>): Promise<boolean> {
    const recordId = session.metadata?.reservation
    if (!recordId) return false
    return deps.sql.transaction(async (tx) => {
      const moved = await moveReservation(tx, recordId, 'checkout', 'expired', { now: now() })
      if (moved) await releaseHold(tx, recordId)
      return Boolean(moved)
    })
  }

  const decide = (recordId: string, action: 'accept' | 'decline', by: string) =>
    decideReservation({ ...deps, now }, recordId, action, by).then((submission) => submission !== undefined)

  /** The reservations past their decision window, each given the CMS's chosen action once. */
  const windowPassed = async () => (await decideWindowsPassed({ ...deps, now })).map((row) => row.recordId)

  return {
    reserve,
    authorise,
    expire,
    decide,
    windowPassed,
    reservation: (recordId: string) => reservationOf(deps.sql, recordId),
  }
}

/** The hire request's fields as Airtable receives them: Status Reserved and the quote page's link. */
async function markReserved(tx: Sql, id: number, link: string) {
  const { rows } = await tx.query<{ fields: string }>('SELECT fields FROM submissions WHERE id = $1', [id])
  const stored = rows[0]!.fields as unknown
  const fields = (typeof stored === 'string' ? JSON.parse(stored) : stored) as Record<string, unknown>
  await tx.query('UPDATE submissions SET fields = $2 WHERE id = $1', [
    id,
    JSON.stringify({ ...fields, Status: 'Reserved', 'Quote Link': link }),
  ])
}

export type ReserveService = ReturnType<typeof createReserveService>
