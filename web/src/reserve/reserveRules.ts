import { dayNumber, formatEventDay } from '../availability/calendarDay.ts'
import { overLimit, type CountsOnDate } from '../availability/listCheck.ts'
import { formatCents, toCents } from '../pricing/money.ts'
import type { Estimate } from '../pricing/estimate.ts'

/**
 * Whether a hire list can be reserved on the spot (docs/product/hire-list.md#reserve-now), or which of
 * the business's rules sends it to a person, in words the list shows. Pure: the hire list asks it to
 * offer "Reserve now", and the server asks it again, from stored data, before it holds a card.
 */

/** The rules staff set in the Studio (hire terms & charges, group Reserve now). */
export type ReserveRules = {
  instantBooking: boolean
  deliveryNoticeDays: number
  pickupNoticeDays: number
  /** The largest estimated total reserved online, in cents. */
  capCents: number
  decisionWindowHours: number
  windowPassedAction: 'accept' | 'decline'
}

/** Off: what a terms document that predates the rules reads as. */
export const RESERVE_OFF: ReserveRules = Object.freeze({
  instantBooking: false,
  deliveryNoticeDays: 10,
  pickupNoticeDays: 5,
  capCents: 0,
  decisionWindowHours: 48,
  windowPassedAction: 'accept',
})

type RulesAnswer = {
  reserve?: {
    instantBooking?: boolean | null
    deliveryNoticeDays?: number | null
    pickupNoticeDays?: number | null
    capDollars?: number | null
    decisionWindowHours?: number | null
    windowPassedAction?: string | null
  } | null
} | null

/** The rules from the charges' answer (hireChargesQuery); off when the terms document has none. */
export function reserveRulesFrom(answer: RulesAnswer | object | undefined): ReserveRules {
  const raw = answer && 'reserve' in answer ? (answer as NonNullable<RulesAnswer>).reserve : undefined
  if (!raw) return RESERVE_OFF
  return {
    instantBooking: raw.instantBooking === true,
    deliveryNoticeDays: raw.deliveryNoticeDays ?? RESERVE_OFF.deliveryNoticeDays,
    pickupNoticeDays: raw.pickupNoticeDays ?? RESERVE_OFF.pickupNoticeDays,
    capCents: toCents(raw.capDollars ?? 0),
    decisionWindowHours: raw.decisionWindowHours ?? RESERVE_OFF.decisionWindowHours,
    windowPassedAction: raw.windowPassedAction === 'decline' ? 'decline' : 'accept',
  }
}

/** A line of the list with what the rules need to know of its product. */
export type ReserveLine = {
  productId: string
  variantKey?: string
  name: string
  quantity: number
  /** The business keeps a count of it; false is "on request", which a person confirms. */
  counted: boolean
  /** Staff ticked "Needs a conversation" on the product. */
  needsConversation: boolean
}

/** How the pieces reach the event: delivered to a postcode, or collected from the studio. */
export type Fulfilment = { kind: 'delivery'; postcode?: string } | { kind: 'pickup' }

export type ReserveCheck = {
  lines: readonly ReserveLine[]
  eventDate: string | undefined
  /** Today at the business (businessToday), never the visitor's or the host's day. */
  today: string
  fulfilment: Fulfilment
  /** The list's estimate (pricing/estimate.ts) for that fulfilment; null when the charges cannot be read. */
  estimate: Estimate | null
  /** What is free on the event date; null while it is not known. */
  availability: CountsOnDate | null
  rules: ReserveRules
}

/**
 * Why a list goes to a person. `words` is what the list says; null where it says nothing here (the offer
 * is off, the list is empty, or the estimate or availability is still unknown and speaks for itself).
 */
export type ReserveReason = {
  rule:
    | 'off'
    | 'empty'
    | 'choose-date'
    | 'choose-fulfilment'
    | 'past'
    | 'notice'
    | 'conversation'
    | 'on-request'
    | 'outside-zones'
    | 'minimum'
    | 'cap'
    | 'short'
    | 'unpriced'
    | 'unknown-availability'
  words: string | null
}

export type ReserveAnswer =
  { reservable: true; totalCents: number; depositCents: number } | { reservable: false; reasons: ReserveReason[] }

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`

/** The whole list's check: every rule it breaks, in the order a couple can act on them. */
export function checkReservable(check: ReserveCheck): ReserveAnswer {
  const { lines, eventDate, today, fulfilment, estimate, availability, rules } = check
  if (!rules.instantBooking) return { reservable: false, reasons: [{ rule: 'off', words: null }] }
  if (lines.length === 0) return { reservable: false, reasons: [{ rule: 'empty', words: null }] }
  const reasons: ReserveReason[] = []
  const add = (rule: ReserveReason['rule'], words: string | null) => reasons.push({ rule, words })

  const away = eventDate ? daysBetween(today, eventDate) : null
  if (away === null) add('choose-date', 'Choose your event date to reserve now')
  else if (away < 0) add('past', `${formatEventDay(eventDate!)} has passed: choose your event date to reserve now`)
  else {
    const notice = fulfilment.kind === 'pickup' ? rules.pickupNoticeDays : rules.deliveryNoticeDays
    if (away < notice) add('notice', `Bookings inside ${days(notice)} go through our team`)
  }

  const delivery = estimate?.delivery
  if (fulfilment.kind === 'delivery') {
    if (!fulfilment.postcode || delivery?.kind === 'none')
      add('choose-fulfilment', 'Reserve now needs your venue postcode, or pickup')
    else if (delivery?.kind === 'quote')
      add('outside-zones', `Delivery to postcode ${delivery.postcode} is quoted by our team`)
    else if (delivery?.kind === 'zone' && delivery.shortfallCents > 0)
      add(
        'minimum',
        `Orders under the ${formatCents(delivery.minimumCents)} minimum for ${delivery.zone.name} go through our team`,
      )
  }

  for (const line of lines) {
    if (line.needsConversation) add('conversation', `The ${line.name} needs a conversation about your venue`)
    else if (!line.counted) add('on-request', `The ${line.name} is on request, so our team confirms it`)
  }

  if (!estimate) add('unpriced', null)
  else if (estimate.totalCents > rules.capCents)
    add('cap', `Orders over ${formatCents(rules.capCents)} are quoted by our team`)

  if (eventDate && away !== null && away >= 0) {
    if (!availability) add('unknown-availability', null)
    else
      for (const { line, free } of overLimit(
        lines.filter((l) => l.counted),
        availability,
      ))
        add(
          'short',
          `Only ${free} of the ${line.name} ${free === 1 ? 'is' : 'are'} free on ${formatEventDay(eventDate)}`,
        )
  }

  if (reasons.length > 0 || !estimate) return { reservable: false, reasons }
  return { reservable: true, totalCents: estimate.totalCents, depositCents: estimate.depositCents }
}

/** Whole days from `from` to `to` (YYYY-MM-DD), or null when either is not a calendar day. */
function daysBetween(from: string, to: string): number | null {
  const start = dayNumber(from)
  const end = dayNumber(to)
  return start === null || end === null ? null : end - start
}
