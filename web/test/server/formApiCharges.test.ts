import { afterEach, describe, expect, it, vi } from 'vitest'
import { indexByName, matchLine } from '../../src/availability/itemsText.ts'
import { chargesFrom, createFormApi, type FormApiOptions } from '../../src/server/api/routes.ts'
import { readServerEnv } from '../../src/server/env.ts'
import { createContentSource } from '../../src/server/sanityForServer.ts'
import { recordingWriter } from './support/recordingWriter.ts'
import { seedCatalogue } from './support/seedCatalogue.ts'

/** The seed's zones, waiver and terms through the embedded lake: the same GROQ the server runs. */
const seedCharges = chargesFrom(createContentSource(readServerEnv({}), 'http://localhost:1').sanity)

const inquiry = {
  firstName: 'Olivia',
  lastName: 'Hart',
  email: 'olivia@example.com',
  eventDate: '2027-10-16',
  venue: 'Matilda Bay, Crawley',
  message: 'Long tables by the river.',
  acceptTerms: true,
  termsVersion: '2026-11-01',
  // $8.00 x 30 = $240.00
  items: [{ productId: 'decor-21', variantKey: 'v2', quantity: 30 }],
  submissionId: 'charges-test-0001',
}

function api(overrides: Partial<FormApiOptions> = {}) {
  const writer = recordingWriter()
  const log = vi.fn()
  const app = createFormApi({ writer, loadCatalogue: seedCatalogue, loadCharges: seedCharges, log, ...overrides })
  const post = async (body: unknown) => {
    const response = await app.request('/api/equipment-hire-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }
  return { writer, post, log }
}

afterEach(() => vi.useRealTimers())

describe('POST /api/equipment-hire-requests prices the delivered estimate from the CMS', () => {
  it('Perth with the waiver: a fee line each, in the Items shape, and Total Cost including them', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T04:05:00Z') })
    const { writer, post } = api()
    expect(await post({ ...inquiry, postcode: '6009', damageWaiver: true })).toEqual({
      status: 201,
      body: { ok: true },
    })
    const { fields } = writer.records[0]!
    expect(fields.Items).toBe(
      [
        'Clear Cylinder Vase (45 cm) x 30 = $240.00',
        'Delivery, setup and collection (Perth metro) x 1 = $180.00',
        'Damage waiver (10%) x 1 = $24.00',
      ].join('\n'),
    )
    expect(fields['Total Cost']).toBe(444)
    expect(fields.Message).toBe(
      [
        'Long tables by the river.',
        '',
        '— Added by the website —',
        'Venue postcode: 6009 (Perth metro)',
        'Hire terms: accepted the terms in effect from 1 November 2026, on 25 November 2026 at 2:05 pm (Brisbane time)',
      ].join('\n'),
    )
  })

  it('Brisbane without the waiver; outside every zone, delivery quoted and nothing added', async () => {
    const { writer, post } = api()
    expect((await post({ ...inquiry, postcode: '4000', submissionId: 'charges-test-0002' })).status).toBe(201)
    expect(
      (await post({ ...inquiry, postcode: '2000', damageWaiver: true, submissionId: 'charges-test-0003' })).status,
    ).toBe(201)
    const [brisbane, sydney] = writer.records.map((record) => record.fields)
    expect(brisbane!.Items).toMatch(/\nDelivery, setup and collection \(Brisbane metro\) x 1 = \$150\.00$/)
    expect(brisbane!['Total Cost']).toBe(390)
    expect(sydney!.Items).toBe('Clear Cylinder Vase (45 cm) x 30 = $240.00\nDamage waiver (10%) x 1 = $24.00')
    expect(sydney!['Total Cost']).toBe(264)
    expect(sydney!.Message).toContain('Venue postcode: 2000 (outside our delivery zones: delivery to be quoted)')
  })

  it('below a zone minimum the record says so', async () => {
    const { writer, post } = api()
    const small = { ...inquiry, items: [{ productId: 'decor-21', variantKey: 'v2', quantity: 10 }], postcode: '6285' }
    expect((await post(small)).status).toBe(201)
    expect(writer.records[0]!.fields.Message).toContain(
      'Venue postcode: 6285 (Margaret River & South West; $1120.00 below its minimum order)',
    )
  })

  it('refuses, with field messages and nothing stored, a malformed or unknown postcode and unaccepted terms', async () => {
    const { writer, post } = api()
    expect(await post({ ...inquiry, postcode: '60a0', acceptTerms: false })).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          postcode: 'Please enter a 4-digit Australian postcode',
          acceptTerms: 'Please accept the hire terms',
        },
      },
    })
    expect(await post({ ...inquiry, postcode: '0100' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { postcode: "We don't recognise that postcode. Please check it" } },
    })
    const { acceptTerms: _omitted, ...withoutTerms } = inquiry
    expect(await post(withoutTerms)).toMatchObject({
      status: 400,
      body: { fieldErrors: { acceptTerms: 'Please accept the hire terms' } },
    })
    expect(await post({ ...inquiry, postcode: ['6000'], damageWaiver: 'yes' })).toMatchObject({ status: 400 })
    expect(writer.records).toEqual([])
  })

  it('terms accepted in an older version are recorded as such', async () => {
    const { writer, post } = api()
    expect((await post({ ...inquiry, termsVersion: '2025-07-01' })).status).toBe(201)
    expect(writer.records[0]!.fields.Message).toMatch(
      /Hire terms: accepted the terms in effect from 1 July 2025, on .*; the terms have since changed \(now 1 November 2026\)$/,
    )
  })
})

// To Perth the server would add $180.00 of delivery and the waiver's $24.00 to the $240.00 of items.
const perthInquiry = { ...inquiry, postcode: '6009', damageWaiver: true, submissionId: 'charges-down-0001' }

const cmsDown = () => Promise.reject(new Error('CMS down'))
const cmsSilent = () => new Promise<never>(() => {})

// The estimate never blocks an inquiry: the CMS down or silent, the inquiry is stored all the same.
describe('POST /api/equipment-hire-requests with the CMS failing', () => {
  it('stores an inquiry without items without asking the CMS at all', async () => {
    const loadCatalogue = vi.fn(cmsSilent)
    const loadCharges = vi.fn(cmsSilent)
    const { writer, post } = api({ loadCatalogue, loadCharges })
    const started = Date.now()
    expect(await post({ ...perthInquiry, items: [] })).toEqual({ status: 201, body: { ok: true } })
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(loadCatalogue).not.toHaveBeenCalled()
    expect(loadCharges).not.toHaveBeenCalled()
    const { fields } = writer.records[0]!
    expect(fields.Items).toBe('')
    expect(fields['Total Cost']).toBe(0)
    // Nothing to deliver: the postcode as given, and no word of zones or fees.
    expect(fields.Message).toContain('Venue postcode: 6009\n')
    expect(fields.Message).not.toMatch(/confirmed|outside/)
  })

  it.each([
    ['answers with an error', { loadCharges: cmsDown }],
    ['never answers', { loadCharges: cmsSilent, cmsWaitMs: 50 }],
  ])(
    'accepts an inquiry with items when the charges read %s, its estimate to be confirmed',
    async (_case, overrides) => {
      const { writer, post, log } = api(overrides)
      expect(await post(perthInquiry)).toEqual({ status: 201, body: { ok: true } })
      const { fields } = writer.records[0]!
      expect(fields.Items).toBe(
        ['Clear Cylinder Vase (45 cm) x 30 = $240.00', 'Delivery, setup and collection (to be confirmed)'].join('\n'),
      )
      // The items alone, never a figure that claims to include delivery.
      expect(fields['Total Cost']).toBe(240)
      expect(fields.Message).toContain('Venue postcode: 6009 (delivery and fees to be confirmed)')
      expect(fields.Message).toContain(
        'Estimate: Total Cost is the items alone; delivery, setup and collection and the damage waiver are to be confirmed (our charges could not be read when this was sent)',
      )
      expect(fields.Message).not.toMatch(/outside our delivery zones/)
      // Once Confirmed, the line reads as a fee, not as a product availability cannot find.
      expect(matchLine('Delivery, setup and collection (to be confirmed)', indexByName([]))).toBeNull()
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Failed to read the hire charges for an inquiry/))
    },
  )

  it.each([
    ['the whole CMS fails', { loadCatalogue: cmsDown, loadCharges: cmsDown }],
    ['the catalogue never answers', { loadCatalogue: cmsSilent, cmsWaitMs: 50 }],
  ])(
    'accepts an inquiry with items when %s, stored first with its prices to be confirmed',
    async (_case, overrides) => {
      const { writer, post, log } = api(overrides)
      const sent = {
        ...perthInquiry,
        items: [
          { productId: 'decor-21', variantKey: 'v2', quantity: 30 },
          { productId: 'catering-tableware-4', quantity: 132 },
        ],
      }
      const started = Date.now()
      expect(await post(sent)).toEqual({ status: 201, body: { ok: true } })
      expect(Date.now() - started).toBeLessThan(2_000)
      const { fields } = writer.records[0]!
      // As the visitor sent them, by id, variant and quantity: nothing priced, no Total Cost at all.
      expect(fields.Items).toBe(
        [
          'decor-21 (v2) x 30 = price to be confirmed',
          'catering-tableware-4 x 132 = price to be confirmed',
          'Delivery, setup and collection (to be confirmed)',
        ].join('\n'),
      )
      expect(fields).not.toHaveProperty('Total Cost')
      expect(fields.Message).toContain('Venue postcode: 6009 (delivery and fees to be confirmed)')
      expect(fields.Message).toContain(
        'Estimate: prices, delivery and fees are to be confirmed: our catalogue could not be read when this was sent',
      )
      expect(fields.Message).toMatch(/Hire terms: accepted the terms in effect from 1 November 2026, on .*\)$/m)
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Failed to read the catalogue for an inquiry/))
    },
  )

  it('takes no price from the browser, and still refuses unknown items while the catalogue answers', async () => {
    const { writer, post } = api({ loadCatalogue: cmsDown })
    const priced = { ...perthInquiry, items: [{ productId: 'decor-21', variantKey: 'v2', quantity: 30, price: 1 }] }
    expect((await post(priced)).status).toBe(400)
    expect(writer.records).toEqual([])
    const readable = api({ loadCharges: cmsDown })
    expect(
      await readable.post({ ...perthInquiry, items: [{ productId: 'no-such-piece', quantity: 1 }] }),
    ).toMatchObject({
      status: 400,
      body: { fieldErrors: { items: 'Some items are no longer in our catalogue: no-such-piece' } },
    })
    expect(readable.writer.records).toEqual([])
  })
})
