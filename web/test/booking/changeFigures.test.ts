import { describe, expect, it } from 'vitest'
import {
  bookingWaiverPercent,
  cancellationFeeCents,
  changedTotal,
  changeFigures,
  type BookedLine,
  type BookingPricing,
} from '../../src/booking/changeFigures.ts'
import { CHANGE_POLICY_DEFAULTS } from '../../src/booking/changePolicy.ts'

// Tuesday 9 March 2027: increases through 2 March, free reductions through 23 February.
const EVENT = '2027-03-09'
const EARLY = '2027-02-01'
const LATE_REDUCE = '2027-02-24'
const LATE_BOTH = '2027-03-03'
// The defaults: 7 days for increases, 14 for free reductions, 50% kept after, free increases at once.
const POLICY = CHANGE_POLICY_DEFAULTS
const CHARGES = {
  zones: [{ id: 'metro', name: 'Brisbane metro', postcodes: ['4000-4199'], fee: 120, minimumOrder: 150 }],
  damageWaiverPercent: 10,
  depositPercent: 30,
}
const NO_WAIVER: BookingPricing = { postcode: '4000', waiverPercent: null, charges: CHARGES }
const LINES: BookedLine[] = [
  { key: 'chair', name: 'Cross-back chair', bookedQuantity: 80, unitCents: 8_00 },
  { key: 'arbour:gold', name: 'Arbour (Gold)', bookedQuantity: 1, unitCents: 333_33 },
]
// 80 chairs $640 + arbour $333.33 + delivery $120.
const BEFORE = 1_093_33

const figures = (over: Partial<Parameters<typeof changeFigures>[0]> = {}) =>
  changeFigures({
    lines: LINES,
    requested: [],
    policy: POLICY,
    eventDate: EVENT,
    today: EARLY,
    beforeCents: BEFORE,
    paidCents: 328_00,
    pricing: NO_WAIVER,
    ...over,
  })

describe("a change's figures", () => {
  it('applies an increase at once before its last day, the total grown by the pieces', () => {
    expect(figures({ requested: [{ key: 'chair', quantity: 90 }] })).toEqual({
      lines: [{ key: 'chair', name: 'Cross-back chair', from: 80, to: 90, unitCents: 8_00, feeCents: 0 }],
      beforeCents: BEFORE,
      afterCents: BEFORE + 80_00,
      feesKeptCents: 0,
      paidCents: 328_00,
      differenceCents: BEFORE + 80_00 - 328_00,
      applies: 'at-once',
      refused: [],
    })
  })

  it('sends the increase to staff when the policy says every change waits', () => {
    const staff = { ...POLICY, applyAtOnce: 'staff' } as const
    expect(figures({ policy: staff, requested: [{ key: 'chair', quantity: 90 }] }).applies).toBe('with-staff')
  })

  it('adds a line from the hire range as an increase', () => {
    const lines = [...LINES, { key: 'lantern', name: 'Lantern', bookedQuantity: 0, unitCents: 12_50 }]
    const preview = figures({ lines, requested: [{ key: 'lantern', quantity: 4 }] })
    expect(preview.lines).toEqual([{ key: 'lantern', name: 'Lantern', from: 0, to: 4, unitCents: 12_50, feeCents: 0 }])
    expect(preview).toMatchObject({ afterCents: BEFORE + 50_00, applies: 'at-once', refused: [] })
  })

  it('refuses an increase after its last day, naming the line and the day', () => {
    const preview = figures({ today: LATE_BOTH, requested: [{ key: 'chair', quantity: 90 }] })
    expect(preview.refused).toEqual(['Cross-back chair: the last day to add more was Tuesday 2 March 2027.'])
    expect(preview.applies).toBe('with-staff')
  })

  it('reduces free of charge through its last day, with staff', () => {
    const preview = figures({ today: '2027-02-23', requested: [{ key: 'chair', quantity: 60 }] })
    expect(preview).toMatchObject({
      lines: [{ key: 'chair', from: 80, to: 60, feeCents: 0 }],
      afterCents: BEFORE - 160_00,
      feesKeptCents: 0,
      applies: 'with-staff',
      refused: [],
    })
  })

  it("keeps the policy's percentage of a late reduction as a cancellation fee in the new total", () => {
    const preview = figures({ today: LATE_REDUCE, requested: [{ key: 'chair', quantity: 60 }] })
    // 20 chairs at $8 removed: $160 less, $80 of it kept.
    expect(preview).toMatchObject({
      lines: [{ key: 'chair', from: 80, to: 60, feeCents: 80_00 }],
      feesKeptCents: 80_00,
      afterCents: BEFORE - 160_00 + 80_00,
      differenceCents: BEFORE - 80_00 - 328_00,
      applies: 'with-staff',
      refused: [],
    })
  })

  it('rounds the fee to the cent once per line', () => {
    expect(cancellationFeeCents(1, 333_33, 50)).toBe(166_67)
    expect(cancellationFeeCents(3, 3_33, 50)).toBe(5_00)
    const preview = figures({ today: LATE_REDUCE, requested: [{ key: 'arbour:gold', quantity: 0 }] })
    expect(preview.feesKeptCents).toBe(166_67)
    expect(preview.afterCents).toBe(BEFORE - 333_33 + 166_67)
  })

  it("keeps the removed pieces' whole price with 'keep'", () => {
    const keep = { ...POLICY, lateReduction: 'keep' } as const
    const preview = figures({ policy: keep, today: LATE_REDUCE, requested: [{ key: 'chair', quantity: 60 }] })
    expect(preview).toMatchObject({ feesKeptCents: 160_00, afterCents: BEFORE })
  })

  it("refuses a late reduction with 'refuse', naming the line and the day", () => {
    const refuse = { ...POLICY, lateReduction: 'refuse' } as const
    const preview = figures({ policy: refuse, today: LATE_REDUCE, requested: [{ key: 'chair', quantity: 60 }] })
    expect(preview.refused).toEqual(['Cross-back chair: the last day to reduce was Tuesday 23 February 2027.'])
    expect(preview.feesKeptCents).toBe(0)
  })

  it('waits for staff when an increase comes with a reduction', () => {
    const preview = figures({
      requested: [
        { key: 'chair', quantity: 90 },
        { key: 'arbour:gold', quantity: 0 },
      ],
    })
    expect(preview.applies).toBe('with-staff')
    expect(preview.afterCents).toBe(BEFORE + 80_00 - 333_33)
  })

  it('moves the damage waiver with the items and keeps a charge staff added by hand', () => {
    const pricing = { ...NO_WAIVER, waiverPercent: 10 }
    // The booking as it stands: pieces $973.33, delivery $120, waiver $97.33, and a $50 travel surcharge.
    const before = 973_33 + 120_00 + 97_33 + 50_00
    const preview = figures({ pricing, beforeCents: before, requested: [{ key: 'chair', quantity: 90 }] })
    expect(preview.afterCents).toBe(before + 80_00 + 8_00)
  })

  it('reprices with the waiver percentage the booking was sold at, not a later one', () => {
    const pricing = { ...NO_WAIVER, waiverPercent: 5, charges: { ...CHARGES, damageWaiverPercent: 20 } }
    expect(changedTotal({ beforeCents: 10_000_00, beforeItemsCents: 1000_00, afterItemsCents: 1200_00, pricing })).toBe(
      10_000_00 + 200_00 + 10_00,
    )
  })

  it('answers the difference to pay, or the credit, from what was paid', () => {
    const paid = figures({ paidCents: BEFORE, requested: [{ key: 'chair', quantity: 70 }] })
    expect(paid.differenceCents).toBe(-80_00)
    const more = figures({ paidCents: BEFORE, requested: [{ key: 'chair', quantity: 81 }] })
    expect(more.differenceCents).toBe(8_00)
  })

  it('refuses every change on the event day, once', () => {
    const preview = figures({
      today: EVENT,
      requested: [
        { key: 'chair', quantity: 90 },
        { key: 'arbour:gold', quantity: 2 },
      ],
    })
    expect(preview.refused).toEqual(['Your booking can no longer change online: your event is today.'])
  })

  it('refuses removing every piece: that is a cancellation', () => {
    const preview = figures({
      requested: [
        { key: 'chair', quantity: 0 },
        { key: 'arbour:gold', quantity: 0 },
      ],
    })
    expect(preview.refused).toEqual([
      'Removing every piece cancels the booking: call us or reply to our email to cancel it.',
    ])
  })

  it('refuses a line it does not know, one asked twice and a quantity that is no count', () => {
    const preview = figures({
      requested: [
        { key: 'ghost', quantity: 1 },
        { key: 'chair', quantity: 81 },
        { key: 'chair', quantity: 82 },
        { key: 'arbour:gold', quantity: 1.5 },
      ],
    })
    expect(preview.refused).toEqual([
      'ghost: not a line of your booking or the hire range.',
      'Cross-back chair: asked for twice.',
      'Arbour (Gold): a quantity is a whole number, 0 or more.',
    ])
    expect(preview.lines.map((line) => line.to)).toEqual([81])
  })

  it('lists no line and applies nothing at once when nothing changes', () => {
    const preview = figures({ requested: [{ key: 'chair', quantity: 80 }] })
    expect(preview).toMatchObject({ lines: [], afterCents: BEFORE, applies: 'with-staff', refused: [] })
  })
})

describe("the booking's waiver", () => {
  it("reads the percentage from the booking's waiver line", () => {
    expect(
      bookingWaiverPercent([{ text: 'Chair x 80 = $640.00' }, { text: 'Damage waiver (7.5%) x 1 = $48.00' }]),
    ).toBe(7.5)
    expect(bookingWaiverPercent([{ text: 'Chair x 80 = $640.00' }])).toBe(null)
  })

  it('never makes a total below 0', () => {
    expect(changedTotal({ beforeCents: 10_00, beforeItemsCents: 100_00, afterItemsCents: 0, pricing: NO_WAIVER })).toBe(
      0,
    )
  })
})
