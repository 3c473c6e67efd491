import { hireChargesQuery } from '@amaranth/schemas/queries/hire'
import type { SanityClient } from '@sanity/client'
import type { FreeCounts } from '../../availability/holds.ts'
import type { ProductIndex } from '../../availability/itemsText.ts'
import type { StockBase } from '../../availability/shortLines.ts'
import { changeClosedReason, changePolicyOf } from '../../booking/changePolicy.ts'
import type { ChangeOffer, ChangePolicy, ChangeRefusal } from '../../booking/changeView.ts'
import { businessToday } from '../../lib/time/businessDay.ts'
import { TABLE_CHOICES } from '../../planning/guestPlan.ts'
import type { HireCharges } from '../../pricing/estimate.ts'
import { hireChargesFrom } from '../../pricing/hireCharges.ts'
import type { CatalogueProduct } from '../api/inquiryRecord.ts'
import { changesOf, type ChangeRow } from '../data/bookingChanges.ts'
import type { Sql } from '../data/sql.ts'
import { bookingFigures, type BookingFigures } from '../booking/bookingState.ts'
import type { Loaded, Refusal } from '../booking/quoteService.ts'
import type { ReadStockBase } from '../booking/stockCheck.ts'
import { bookedItems, productIndex, type BookedItems } from './bookedLines.ts'
import { pendingOf, type ChangeFacts } from './changeFacts.ts'
import { freeBesides } from './changeStock.ts'

/** The CMS's hire charges answer (hireChargesQuery): the estimate's charges and Final numbers' policy. */
export type ChargesRaw = Parameters<typeof hireChargesFrom>[0]

export const chargesFrom = (sanity: Pick<SanityClient, 'fetch'>) => () =>
  sanity.fetch(hireChargesQuery) as Promise<ChargesRaw>

export type ChangeContextDeps = {
  sql: Sql
  /** The quote service's read of a token: the quote, its record (as its changes left it) and the page's view. */
  load: (token: string, fresh?: boolean) => Promise<Loaded | Refusal>
  readBase: ReadStockBase
  loadCatalogue: () => Promise<readonly CatalogueProduct[]>
  loadCharges: () => Promise<ChargesRaw>
  now: () => number
  log: (message: string) => void
}

/** Everything a change is priced and checked from, read once per request. */
export type ChangeContext = Loaded & {
  today: string
  policy: ChangePolicy
  charges: HireCharges
  catalogue: readonly CatalogueProduct[]
  base: StockBase
  index: ProductIndex
  booked: BookedItems
  free: FreeCounts
  money: BookingFigures
  changes: ChangeRow<ChangeFacts>[]
}

/** 409's body when the booking cannot change online now; undefined when it can. */
export type Closed = { status: 409; body: ChangeRefusal }

export const CHANGE_BUSY: Refusal = {
  status: 503,
  body: {
    error: 'unavailable',
    message: 'Your booking cannot be changed just now. Please try again in a minute.',
    retryAfter: 60,
  },
}

const closed = (error: ChangeRefusal['error'], message: string): Closed => ({
  status: 409,
  body: { error, message, lines: [] },
})

/**
 * Why the booking cannot change online today, or undefined: only a booking confirmed online (its deposit
 * paid, its quote accepted as it stands) before its event's day, with no change open, can.
 */
export function whyClosed({ view }: Pick<Loaded, 'view'>, changes: readonly ChangeRow<ChangeFacts>[], today: string) {
  if (view.state === 'cancelled') return closed('closed', 'This booking was cancelled: it can no longer change.')
  if (view.state !== 'confirmed' && view.state !== 'paid')
    return closed('closed', 'Your booking can change online once its deposit is paid.')
  const day = changeClosedReason(view.eventDate, today)
  if (day) return closed('closed', day)
  const open = changes.find((row) => row.state === 'with-staff' || row.state === 'paying')
  if (open?.state === 'with-staff')
    return closed(
      'change-open',
      'A change is waiting for our team: you can change your booking again once they answer.',
    )
  if (open)
    return closed(
      'change-open',
      'A change is waiting for your payment: pay it, or wait until its payment page closes (within the hour) to change it again.',
    )
  if (view.byHand || !view.accepted)
    return closed('closed', 'Your booking was confirmed with our team: call us or reply to our email to change it.')
  if (view.changed)
    return closed('closed', 'We have changed your quote: accept it again first, then you can change your numbers.')
  return undefined
}

/** The offer's `open: false` answer for a booking that cannot change now. */
export const closedOffer = (refusal: Closed, changes: readonly ChangeRow<ChangeFacts>[]): ChangeOffer => {
  const pending = changes.map(pendingOf).find(Boolean)
  return { open: false, reason: refusal.body.message, ...(pending ? { pending } : {}) }
}

const PLAN = /^([\d,]+) guests?, (\d+) per table: [\d,]+ tables?(?: \((.+)\))?$/

/** The guest plan the inquiry wrote in words ("120 guests, 10 per table: 12 tables (round, 1.8 m)"), read back. */
export function planOf(words: string | undefined): { guests: number; perTable: number; tables?: string } | undefined {
  const match = words ? PLAN.exec(words) : null
  if (!match) return undefined
  const guests = Number(match[1]!.replace(/,/g, ''))
  const tables = TABLE_CHOICES.find((choice) => choice.label.toLowerCase() === match[3])?.id
  return { guests, perTable: Number(match[2]), ...(tables ? { tables } : {}) }
}

/**
 * The booking a token names, with what a change of it is computed from: the CMS's policy, charges and
 * catalogue, the stock on its date besides its own hold, what has been paid, and its changes. A refusal
 * (404, 503, or 409 when it cannot change) for anything else.
 */
export async function changeContext(
  deps: ChangeContextDeps,
  token: string,
  { fresh = false } = {},
): Promise<ChangeContext | Refusal | (Closed & { changes: ChangeRow<ChangeFacts>[] })> {
  const loaded = await deps.load(token, fresh)
  if (!('view' in loaded)) return loaded
  const { quote, record } = loaded
  const now = deps.now()
  const today = businessToday(now)
  const changes = await changesOf<ChangeFacts>(deps.sql, quote.recordId)
  const refusal = whyClosed(loaded, changes, today)
  if (refusal) return { ...refusal, changes }
  let raw: ChargesRaw
  let catalogue: readonly CatalogueProduct[]
  let base: StockBase | undefined
  try {
    ;[raw, catalogue, base] = await Promise.all([deps.loadCharges(), deps.loadCatalogue(), deps.readBase()])
  } catch (error) {
    deps.log(`[change] the CMS is unreadable: ${error instanceof Error ? error.message : String(error)}`)
    return CHANGE_BUSY
  }
  if (!base) return CHANGE_BUSY
  const index = productIndex(base.products, base.feeNames)
  const [free, money] = await Promise.all([
    freeBesides(deps.sql, base, { recordId: quote.recordId, eventDate: record.eventDate, now }),
    bookingFigures(deps.sql, quote.recordId, record.totalCents),
  ])
  return {
    ...loaded,
    today,
    policy: changePolicyOf(raw),
    charges: hireChargesFrom(raw),
    catalogue,
    base,
    index,
    booked: bookedItems(record.items, base.products, index),
    free,
    money,
    changes,
  }
}
