import { afterEach, describe, expect, it, vi } from 'vitest'
import { DeliveryError } from '../../src/server/api/deliveryError.ts'
import { contactRecord } from '../../src/server/api/inquiryRecord.ts'
import { createFormApi, type FormApiOptions } from '../../src/server/api/routes.ts'
import { recordingWriter } from './support/recordingWriter.ts'
import { seedCatalogue } from './support/seedCatalogue.ts'

const inquiry = {
  firstName: ' Olivia ',
  lastName: 'Hart',
  email: 'olivia@example.com',
  eventDate: '2027-03-20',
  venue: 'Spicers Clovelly Estate',
  acceptTerms: true,
  message: 'Eighty guests,\nlong tables.',
  items: [
    { productId: 'decor-21', variantKey: 'v2', quantity: 12 },
    { productId: 'catering-tableware-12', quantity: 3 },
  ],
}
const contact = { fullName: 'Olivia Hart', email: 'olivia@example.com', phone: '0412 345 678', message: 'Hello!' }

function api(overrides: Partial<FormApiOptions> = {}) {
  const writer = recordingWriter()
  const log = vi.fn()
  const app = createFormApi({ writer, loadCatalogue: seedCatalogue, log, ...overrides })
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  return { app, writer, log, post }
}

afterEach(() => vi.useRealTimers())

describe('POST /api/equipment-hire-requests', () => {
  it('stores the Equipment Hire Requests fields (docs/product/inquiries.md#equipment-hire-requests), with Items and Total Cost priced from the catalogue (never the browser)', async () => {
    const { post, writer } = api()
    const priced = inquiry.items.map((item) => ({ ...item, name: 'Cheap', price: 0.01 }))
    const refused = await post('/api/equipment-hire-requests', { ...inquiry, items: priced })
    expect(refused.status).toBe(400)
    expect((await refused.json()).fieldErrors).toEqual({ items: 'Unrecognized keys: "name", "price"' })
    const response = await post('/api/equipment-hire-requests', { ...inquiry, fax: '' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    expect(writer.records).toEqual([
      {
        table: 'Equipment Hire Requests',
        fields: {
          'First Name': 'Olivia',
          'Last Name': 'Hart',
          Email: 'olivia@example.com',
          'Phone Number': '',
          'Date of event': '2027-03-20',
          'Venue/location': 'Spicers Clovelly Estate',
          Message: expect.stringMatching(
            /^Eighty guests,\nlong tables\.\n\n— Added by the website —\nVenue postcode: not given\nHire terms: accepted on /,
          ),
          Items: 'Clear Cylinder Vase (45 cm) x 12 = $96.00\nAmber Glass Tumbler x 3 = $5.40',
          'Total Cost': 101.4,
        },
      },
    ])
  })

  it('answers 400 with field errors, in the words of docs/product/inquiries.md#validation, for invalid input', async () => {
    const { post, writer } = api()
    const response = await post('/api/equipment-hire-requests', {
      ...inquiry,
      firstName: 'O',
      email: 'nope',
      phone: '123',
    })
    expect(response.status).toBe(400)
    expect((await response.json()).fieldErrors).toEqual({
      firstName: 'First Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid Australian phone number',
    })
    expect(writer.records).toEqual([])
  })

  it('refuses control characters and fields the form does not have; a message keeps its tabs and lines', async () => {
    const { post, writer } = api()
    const response = await post('/api/equipment-hire-requests', {
      ...inquiry,
      lastName: 'Hart\u0000',
      phone: '0412\u000b345 678',
      venue: 'Hall\u202e\u0085',
      isAdmin: true,
    })
    expect(response.status).toBe(400)
    expect((await response.json()).fieldErrors).toEqual({
      lastName: 'Last Name contains characters that are not allowed',
      phone: 'Please enter a valid Australian phone number',
      venue: 'Venue/Location contains characters that are not allowed',
      form: 'Unrecognized key: "isAdmin"',
    })
    expect((await post('/api/equipment-hire-requests', { ...inquiry, message: 'Tables:\n\t12' })).status).toBe(201)
    expect(writer.records.map((record) => String(record.fields.Message).split('\n\n')[0])).toEqual(['Tables:\n\t12'])
  })

  it('answers 400 for items that are not in the catalogue', async () => {
    const { post } = api()
    const response = await post('/api/equipment-hire-requests', {
      ...inquiry,
      items: [
        { productId: 'decor-999', quantity: 1 },
        { productId: 'decor-21', variantKey: 'v9', quantity: 1 },
      ],
    })
    expect(response.status).toBe(400)
    expect((await response.json()).fieldErrors.items).toMatch(/decor-999, decor-21 \(v9\)/)
  })

  it('answers 413 over the body limit, 415 for a body that is not JSON, 400 for broken JSON', async () => {
    const { post } = api()
    expect((await post('/api/equipment-hire-requests', { ...inquiry, message: 'x'.repeat(40_000) })).status).toBe(413)
    expect(
      (
        await post('/api/equipment-hire-requests', 'firstName=Olivia', {
          'Content-Type': 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(415)
    expect((await post('/api/equipment-hire-requests', '{"firstName":')).status).toBe(400)
    expect((await post('/api/equipment-hire-requests', 'null')).status).toBe(400)
    expect((await post('/api/equipment-hire-requests', '[1,2]')).status).toBe(400)
  })

  it('gives a bot that fills the honeypot a normal success and stores nothing', async () => {
    const { post, writer } = api()
    const response = await post('/api/equipment-hire-requests', { ...inquiry, fax: 'http://spam.example' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    expect(writer.records).toEqual([])
  })

  it('stores it all the same, prices to be confirmed, and logs the cause, when the catalogue cannot be read', async () => {
    const { post, log, writer } = api({ loadCatalogue: () => Promise.reject(new Error('CMS down')) })
    const response = await post('/api/equipment-hire-requests', inquiry)
    expect(response.status).toBe(201)
    expect(writer.records).toHaveLength(1)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('CMS down'))
  })
})

describe('POST /api/contact-messages', () => {
  it('stores the Contact Messages fields', async () => {
    const { post, writer } = api()
    expect((await post('/api/contact-messages', contact)).status).toBe(201)
    expect(writer.records).toEqual([{ table: 'Contact Messages', fields: contactRecord(contact) }])
    expect(writer.records[0]!.fields).toEqual({
      'Full Name': 'Olivia Hart',
      Email: 'olivia@example.com',
      'Phone Number': '0412 345 678',
      Message: 'Hello!',
    })
  })

  it.each([
    ['service-unavailable', 503],
    ['timeout', 503],
    ['authentication-required', 502],
    ['unprocessable', 502],
  ] as const)('a %s delivery failure is logged and answered %i with a safe message', async (kind, status) => {
    const cause = new DeliveryError('Contact Messages', kind, 'secret detail')
    const { post, log } = api({ writer: recordingWriter({ fail: cause }) })
    const response = await post('/api/contact-messages', contact)
    expect(response.status).toBe(status)
    const body = await response.json()
    expect(body.error).toBe('delivery_failed')
    expect(JSON.stringify(body)).not.toContain('secret')
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('Failed to create record in Contact Messages: secret detail'),
    )
  })

  it('limits each client to a few submissions a minute per form, with Retry-After', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { post } = api({ ratePerMinute: 2 })
    expect((await post('/api/contact-messages', contact)).status).toBe(201)
    expect((await post('/api/contact-messages', contact)).status).toBe(201)
    const limited = await post('/api/contact-messages', contact)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(50)
    // The other form has its own allowance.
    expect((await post('/api/equipment-hire-requests', inquiry)).status).toBe(201)
    vi.advanceTimersByTime(61_000)
    expect((await post('/api/contact-messages', contact)).status).toBe(201)
  })
})
