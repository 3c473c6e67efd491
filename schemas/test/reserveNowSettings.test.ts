/**
 * The rules of "Reserve now" in hire terms & charges, and the product's "Needs a conversation": staff
 * edit them in the Studio, which refuses a window longer than a card hold can wait; the seed turns the
 * offer on so the site shows it, and the charges' query reads each rule with a safe default.
 */
import { describe, expect, it } from 'vitest'
import { hireChargesQuery } from '../src/queries/hire.ts'
import { product } from '../src/types/documents/product.ts'
import { hireTerms } from '../src/types/singletons/hireTerms.ts'
import { errorsOf } from './support/schemaValidation.ts'
import { content, one } from './support/seedDataset.ts'

type Field = { name: string; group?: string; initialValue?: unknown; description?: string }
const field = (name: string) => hireTerms.fields.find((f) => f.name === name) as Field | undefined

describe('Reserve now in hire terms & charges', () => {
  it('has its own group with the offer off by default, a 48-hour window that accepts when it passes', () => {
    const names = hireTerms.fields.filter((f) => (f as Field).group === 'reserve').map((f) => f.name)
    expect(names).toEqual([
      'instantBooking',
      'deliveryNoticeDays',
      'pickupNoticeDays',
      'instantBookingCap',
      'decisionWindowHours',
      'windowPassedAction',
    ])
    expect(field('instantBooking')!.initialValue).toBe(false)
    expect(field('decisionWindowHours')!.initialValue).toBe(48)
    expect(field('windowPassedAction')!.initialValue).toBe('accept')
    expect(field('decisionWindowHours')!.description).toMatch(/hold lasts 7 days/)
  })

  it('is on in the seed, with notice, a cap and the window', () => {
    const terms = one('hireTerms')
    expect(terms).toMatchObject({
      instantBooking: true,
      deliveryNoticeDays: 10,
      pickupNoticeDays: 5,
      instantBookingCap: 5000,
      decisionWindowHours: 48,
      windowPassedAction: 'accept',
    })
  })

  it('is read with the charges, off when a terms document predates it', () => {
    expect(hireChargesQuery).toContain('"instantBooking": coalesce(instantBooking, false)')
    expect(hireChargesQuery).toContain('"decisionWindowHours": coalesce(decisionWindowHours, 48)')
    expect(hireChargesQuery).toContain('"conversationProductIds"')
  })

  it.each([
    ['decisionWindowHours', 121],
    ['decisionWindowHours', 0],
    ['decisionWindowHours', 12.5],
    ['deliveryNoticeDays', -1],
    ['pickupNoticeDays', 2.5],
    ['instantBookingCap', -5],
    ['instantBookingCap', 10.005],
    ['windowPassedAction', undefined],
    ['deliveryNoticeDays', undefined],
  ])('refuses %s = %s', async (name, value) => {
    const terms = structuredClone(one('hireTerms'))
    terms[name] = value
    expect((await errorsOf(terms)).some((error) => error.includes(`["${name}"]`))).toBe(true)
  })

  it('takes the longest window, 120 hours', async () => {
    const terms = structuredClone(one('hireTerms'))
    terms.decisionWindowHours = 120
    expect(await errorsOf(terms)).toEqual([])
  })
})

describe('Needs a conversation, on a product', () => {
  it('is a tick box in Stock & availability that says why staff would tick it', () => {
    const flag = product.fields.find((f) => f.name === 'needsConversation') as Field | undefined
    expect(flag).toMatchObject({ group: 'stock', initialValue: false })
    expect(flag!.description).toMatch(/venue/)
    expect(flag!.description).toMatch(/inquiry/)
  })

  it('is ticked on the seed’s Gold Moongate Arch only', () => {
    const flagged = content.filter((doc) => doc._type === 'product' && doc.needsConversation === true)
    expect(flagged.map((doc) => doc.name)).toEqual(['Gold Moongate Arch'])
  })
})
