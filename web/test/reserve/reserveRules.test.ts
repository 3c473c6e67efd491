/**
 * Whether a list can be reserved on the spot, or which rule sends it to a person, in the words the list
 * shows (docs/product/hire-list.md#reserve-now). The totals and the deposit are the estimate's own.
 */
import { describe, expect, it } from 'vitest'
import type { CountsOnDate } from '../../src/availability/listCheck.ts'
import { businessToday } from '../../src/lib/time/businessDay.ts'
import { estimateHire, type HireCharges } from '../../src/pricing/estimate.ts'
import {
  checkReservable,
  RESERVE_OFF,
  reserveRulesFrom,
  type Fulfilment,
  type ReserveCheck,
  type ReserveLine,
  type ReserveRules,
} from '../../src/reserve/reserveRules.ts'
import { EDGES, HOST_ZONES, installFakeClock } from '../availability/businessClock.ts'

const CHARGES: HireCharges = {
  zones: [{ id: 'z1', name: 'Brisbane metro', postcodes: ['4000-4179'], fee: 150, minimumOrder: 150 }],
  damageWaiverPercent: 10,
  depositPercent: 30,
}

const RULES: ReserveRules = {
  instantBooking: true,
  deliveryNoticeDays: 10,
  pickupNoticeDays: 5,
  capCents: 500_000,
  decisionWindowHours: 48,
  windowPassedAction: 'accept',
}

const chairs: ReserveLine = {
  productId: 'chair',
  name: 'Crossback Chair',
  quantity: 60,
  counted: true,
  needsConversation: false,
}
const arch: ReserveLine = {
  productId: 'arch',
  name: 'Grand Arch',
  quantity: 1,
  counted: true,
  needsConversation: true,
}
const florals: ReserveLine = {
  productId: 'florals',
  name: 'Fresh Floral Garland',
  quantity: 4,
  counted: false,
  needsConversation: false,
}

const FREE: CountsOnDate = { chair: { free: 150, stock: 150 }, arch: { free: 1, stock: 1 } }
const TODAY = '2027-05-10'
const DELIVERY: Fulfilment = { kind: 'delivery', postcode: '4000' }

/** A check of `itemsCents` worth of lines, priced by the estimate for the fulfilment, as the hire list asks it. */
function check(overrides: Partial<ReserveCheck> & { itemsCents?: number; damageWaiver?: boolean } = {}): ReserveCheck {
  const { itemsCents = 60_000, damageWaiver = false, ...rest } = overrides
  const fulfilment = rest.fulfilment ?? DELIVERY
  return {
    lines: [chairs],
    eventDate: '2027-06-12',
    today: TODAY,
    fulfilment,
    estimate: estimateHire({
      itemsCents,
      postcode: fulfilment.kind === 'delivery' ? fulfilment.postcode : undefined,
      damageWaiver,
      charges: CHARGES,
    }),
    availability: FREE,
    rules: RULES,
    ...rest,
  }
}

const wordsOf = (input: ReserveCheck) => {
  const answer = checkReservable(input)
  return answer.reservable ? [] : answer.reasons.map((reason) => reason.words)
}

describe('a list that passes every rule', () => {
  it('is reservable with the estimate’s total and deposit, delivery and waiver included', () => {
    const input = check({ damageWaiver: true })
    expect(checkReservable(input)).toEqual({
      reservable: true,
      totalCents: 60_000 + 15_000 + 6_000,
      depositCents: input.estimate!.depositCents,
    })
    expect(input.estimate!.depositCents).toBe(24_300)
  })

  it('is reservable for pickup with no delivery fee, and no minimum order', () => {
    const answer = checkReservable(check({ itemsCents: 5_000, fulfilment: { kind: 'pickup' } }))
    expect(answer).toEqual({ reservable: true, totalCents: 5_000, depositCents: 1_500 })
  })

  it('is reservable on exactly the notice day', () => {
    expect(checkReservable(check({ eventDate: '2027-05-20' })).reservable).toBe(true)
  })
})

describe('the reasons a list goes to a person', () => {
  it('says nothing when instant booking is off: the action is simply not offered', () => {
    expect(checkReservable(check({ rules: { ...RULES, instantBooking: false } }))).toEqual({
      reservable: false,
      reasons: [{ rule: 'off', words: null }],
    })
    expect(checkReservable(check({ rules: RESERVE_OFF })).reservable).toBe(false)
  })

  it('prompts for the date when none is chosen', () => {
    expect(wordsOf(check({ eventDate: undefined }))).toEqual(['Choose your event date to reserve now'])
  })

  it('prompts for a postcode or pickup when neither is chosen, or the postcode is not one', () => {
    const prompt = ['Reserve now needs your venue postcode, or pickup']
    expect(wordsOf(check({ fulfilment: { kind: 'delivery' } }))).toEqual(prompt)
    expect(wordsOf(check({ fulfilment: { kind: 'delivery', postcode: '12' } }))).toEqual(prompt)
  })

  it('sends a delivery inside its notice days to the team', () => {
    expect(wordsOf(check({ eventDate: '2027-05-19' }))).toEqual(['Bookings inside 10 days go through our team'])
  })

  it('uses the pickup notice for a pickup', () => {
    const pickup: Fulfilment = { kind: 'pickup' }
    expect(wordsOf(check({ fulfilment: pickup, eventDate: '2027-05-14' }))).toEqual([
      'Bookings inside 5 days go through our team',
    ])
    expect(checkReservable(check({ fulfilment: pickup, eventDate: '2027-05-15' })).reservable).toBe(true)
  })

  it('refuses a date that has passed', () => {
    expect(wordsOf(check({ eventDate: '2027-05-09' }))).toEqual([
      'Sunday 9 May 2027 has passed: choose your event date to reserve now',
    ])
  })

  it('names each piece that needs a conversation', () => {
    expect(wordsOf(check({ lines: [chairs, arch] }))).toEqual(['The Grand Arch needs a conversation about your venue'])
  })

  it('names an on-request piece, which has no count to hold', () => {
    expect(wordsOf(check({ lines: [chairs, florals] }))).toEqual([
      'The Fresh Floral Garland is on request, so our team confirms it',
    ])
  })

  it('sends a postcode outside the delivery zones to the team', () => {
    expect(wordsOf(check({ fulfilment: { kind: 'delivery', postcode: '2000' } }))).toEqual([
      'Delivery to postcode 2000 is quoted by our team',
    ])
  })

  it('sends a delivery under the zone’s minimum order to the team', () => {
    expect(wordsOf(check({ itemsCents: 10_000 }))).toEqual([
      'Orders under the $150.00 minimum for Brisbane metro go through our team',
    ])
  })

  it('sends a total over the cap to the team, delivery and waiver counted', () => {
    expect(checkReservable(check({ itemsCents: 485_000 })).reservable).toBe(true)
    expect(wordsOf(check({ itemsCents: 485_001 }))).toEqual(['Orders over $5,000.00 are quoted by our team'])
  })

  it('names a line short on the date, counting two lines of one piece together', () => {
    const counts: CountsOnDate = { chair: { free: 50, stock: 150 } }
    expect(wordsOf(check({ availability: counts }))).toEqual([
      'Only 50 of the Crossback Chair are free on Saturday 12 June 2027',
    ])
    const split = [
      { ...chairs, quantity: 30 },
      { ...chairs, quantity: 30, name: 'Crossback Chair' },
    ]
    expect(checkReservable(check({ lines: split, availability: { chair: { free: 59, stock: 150 } } })).reservable).toBe(
      false,
    )
  })

  it('waits, without words, while availability or the charges are unknown', () => {
    expect(checkReservable(check({ availability: null }))).toEqual({
      reservable: false,
      reasons: [{ rule: 'unknown-availability', words: null }],
    })
    expect(checkReservable(check({ estimate: null }))).toEqual({
      reservable: false,
      reasons: [{ rule: 'unpriced', words: null }],
    })
  })

  it('lists every rule a list breaks at once', () => {
    const rules = checkReservable(
      check({ lines: [chairs, arch, florals], eventDate: '2027-05-12', itemsCents: 600_000 }),
    )
    expect(rules.reservable ? [] : rules.reasons.map((reason) => reason.rule)).toEqual([
      'notice',
      'conversation',
      'on-request',
      'cap',
    ])
  })
})

describe('the rules as the CMS answers them', () => {
  it('read the Studio’s fields, the cap in dollars as cents', () => {
    expect(
      reserveRulesFrom({
        reserve: {
          instantBooking: true,
          deliveryNoticeDays: 7,
          pickupNoticeDays: 2,
          capDollars: 4999.99,
          decisionWindowHours: 72,
          windowPassedAction: 'decline',
        },
      }),
    ).toEqual({
      instantBooking: true,
      deliveryNoticeDays: 7,
      pickupNoticeDays: 2,
      capCents: 499_999,
      decisionWindowHours: 72,
      windowPassedAction: 'decline',
    })
  })

  it('are off when the terms document predates them or cannot be read', () => {
    expect(reserveRulesFrom({})).toEqual(RESERVE_OFF)
    expect(reserveRulesFrom(null)).toEqual(RESERVE_OFF)
    expect(RESERVE_OFF.instantBooking).toBe(false)
  })
})

describe("the notice on Brisbane's calendar, from a server on another clock", () => {
  const setClock = installFakeClock()
  const cases = HOST_ZONES.flatMap((zone) => EDGES.map((edge) => ({ zone, ...edge })))

  it.each(cases)('at $at on a host in $zone, the notice counts from $brisbaneDay', ({ zone, at }) => {
    setClock(at, zone)
    const today = businessToday()
    // Brisbane's 10 May: the 20th is ten days away, the 19th inside the notice, whatever the host's own day.
    expect(checkReservable(check({ today, eventDate: '2027-05-20' })).reservable).toBe(true)
    expect(wordsOf(check({ today, eventDate: '2027-05-19' }))).toEqual(['Bookings inside 10 days go through our team'])
  })
})
