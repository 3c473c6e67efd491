import { describe, expect, it } from 'vitest'
import { estimateHire, readPostcode, type HireCharges } from '../../src/pricing/estimate.ts'

const charges: HireCharges = {
  zones: [
    { id: 'bne', name: 'Brisbane metro', postcodes: ['4000-4179', '4300-4306'], fee: 150, minimumOrder: 150 },
    { id: 'per', name: 'Perth metro', postcodes: ['6000-6199'], fee: 180, minimumOrder: 200 },
    { id: 'sw', name: 'Margaret River & South West', postcodes: ['6280-6285'], fee: 650, minimumOrder: 1200 },
  ],
  damageWaiverPercent: 10,
  depositPercent: 30,
}

const estimate = (itemsCents: number, postcode?: string, damageWaiver = false) =>
  estimateHire({ itemsCents, postcode, damageWaiver, charges })

describe('the delivered estimate (docs/product/hire-list.md#the-estimate)', () => {
  it('a Perth list of $240 with the waiver: $180 delivery, $24 waiver, $444 in all, and a 30% deposit', () => {
    const result = estimate(24_000, '6000', true)
    expect(result.charges).toEqual([
      { name: 'Delivery, setup and collection (Perth metro)', cents: 18_000 },
      { name: 'Damage waiver (10%)', cents: 2_400 },
    ])
    expect(result.totalCents).toBe(44_400)
    expect(result.depositCents).toBe(13_320)
  })

  it('Brisbane by a range, without the waiver', () => {
    const result = estimate(30_000, '4305')
    expect(result.delivery).toMatchObject({ kind: 'zone', zone: { name: 'Brisbane metro' }, feeCents: 15_000 })
    expect(result.charges.map((charge) => charge.name)).toEqual(['Delivery, setup and collection (Brisbane metro)'])
    expect(result.totalCents).toBe(45_000)
  })

  it('outside every zone: quoted, and nothing added', () => {
    const result = estimate(24_000, '2000', true)
    expect(result.delivery).toEqual({ kind: 'quote', postcode: '2000' })
    expect(result.charges).toEqual([{ name: 'Damage waiver (10%)', cents: 2_400 }])
    expect(result.totalCents).toBe(26_400)
  })

  it('below the minimum: says how much more reaches it, and charges nothing for it', () => {
    const result = estimate(90_000, '6285')
    expect(result.delivery).toMatchObject({ kind: 'zone', minimumCents: 120_000, shortfallCents: 30_000 })
    expect(result.totalCents).toBe(90_000 + 65_000)
  })

  it('no postcode, a malformed one or one Australia Post never allocated: the items alone', () => {
    for (const postcode of [undefined, '', '60', '6OOO', '0100', ' 60001']) {
      const result = estimate(24_000, postcode)
      expect(result.delivery).toEqual({ kind: 'none' })
      expect(result.totalCents).toBe(24_000)
    }
    expect(readPostcode(' 0800 ')).toBe('0800')
  })

  it('an empty list has nothing to deliver or cover', () => {
    expect(estimate(0, '6000', true)).toMatchObject({ charges: [], totalCents: 0, depositCents: 0 })
  })

  it('the waiver rounds to the cent once, on the items only', () => {
    const result = estimateHire({
      itemsCents: 1_005,
      postcode: '6000',
      damageWaiver: true,
      charges: { ...charges, damageWaiverPercent: 7.5 },
    })
    expect(result.waiver).toEqual({ percent: 7.5, cents: 75 })
    expect(result.charges[1]).toEqual({ name: 'Damage waiver (7.5%)', cents: 75 })
  })
})
