import type Stripe from 'stripe'
import { formatEventDay } from '../../availability/calendarDay.ts'
import { shortLines, type StockBase } from '../../availability/shortLines.ts'
import type { CountsOnDate } from '../../availability/listCheck.ts'
import { TABLES } from '../api/recordWriter.ts'
import type { CatalogueProduct } from '../api/inquiryRecord.ts'
import { bookingRef } from '../availability/heldBookings.ts'
import { createQuote } from '../data/bookings.ts'
import { lockHolds, placeHold, releaseHold } from '../data/bookingHolds.ts'
import { DEPOSIT_SESSION_MS } from '../booking/checkoutSession.ts'
import { heldBase } from '../booking/stockCheck.ts'
import { authoriseReservation } from './authoriseReservation.ts'
import { openHoldCheckout } from './holdCheckout.ts'
import { checkOnServer, type ChargesAnswer } from './reserveCheck.ts'
import type { ReserveAnswer, ReserveDeps, ReserveRequest } from './reserveDeps.ts'
import { moveReservation, reservationOf, storeReservation } from './reservations.ts'
import { decideReservation, decideWindowsPassed } from './decideReservation.ts'

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
 * Session that only authorises the deposit (holdCheckout.ts); `authorise` settles the card's
 * authorisation once (authoriseReservation.ts); `decide` moves a reserved booking to captured or cancelled
 * once, queuing Stripe's call in the outbox (decideReservation.ts).
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
      const url = await openHoldCheckout(deps, {
        recordId,
        page: pageFor(token),
        request,
        evidence,
        items,
        totalCents: check.totalCents,
        depositCents: check.depositCents,
        at,
      })
      return { status: 200, body: { url } } satisfies ReserveAnswer
    } catch (error) {
      log(`[reserve] checkout for ${recordId} failed: ${error instanceof Error ? error.message : String(error)}`)
      await releaseHold(deps.sql, recordId)
      await moveReservation(deps.sql, recordId, 'checkout', 'expired', { now: now() })
      return busy('The payment page could not be opened. Nothing is held or charged: please try again shortly.')
    }
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
    authorise: (session: Stripe.Checkout.Session) => authoriseReservation({ ...deps, now }, session),
    expire,
    decide,
    windowPassed,
    reservation: (recordId: string) => reservationOf(deps.sql, recordId),
  }
}

export type ReserveService = ReturnType<typeof createReserveService>
