import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createFormApi } from '../../src/server/api/routes.ts'
import { recordingWriter } from './support/recordingWriter.ts'
import { seedCatalogue } from './support/seedCatalogue.ts'

// The guest plan in an inquiry (docs/decisions/0019): validated by the shared contract, and written
// as the last line of the notes the site adds to the Message, the record's other fields unchanged.

const inquiry = {
  firstName: 'Olivia',
  lastName: 'Hart',
  email: 'olivia@example.com',
  eventDate: '2027-03-20',
  venue: 'Spicers Clovelly Estate',
  message: 'Long tables, please.',
  acceptTerms: true,
  items: [{ productId: 'catering-tableware-4', quantity: 132 }],
}

function api() {
  const writer = recordingWriter()
  let client = 0
  // Every request its own client, so the rate limit (tested on its own) never answers instead of the rules.
  const app = createFormApi({ writer, loadCatalogue: seedCatalogue, log: vi.fn(), clientKey: () => `plan-${client++}` })
  const post = (body: unknown) =>
    app.request('/api/equipment-hire-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  return { writer, post }
}

describe('the guest plan in an inquiry', () => {
  it('reaches the record as the last line of the Message, the other fields as docs/operations.md lists them', async () => {
    const { post, writer } = api()
    const response = await post({ ...inquiry, guests: '120', guestsPerTable: '10', tables: 'long-2.4' })
    expect(response.status).toBe(201)
    const fields = writer.records[0]!.fields
    expect(fields.Message).toMatch(
      /^Long tables, please\.\n\n— Added by the website —\n.*\nEvent plan: 120 guests, 10 per table: 12 tables \(long, 2\.4 m\)$/s,
    )
    expect(Object.keys(fields)).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Phone Number',
      'Date of event',
      'Venue/location',
      'Message',
      'Items',
      'Total Cost',
    ])
  })

  it('takes numbers too, ten per table when unsaid, and leaves the message alone without guests', async () => {
    const { post, writer } = api()
    expect((await post({ ...inquiry, guests: 45 })).status).toBe(201)
    expect((await post({ ...inquiry, guests: '', guestsPerTable: '' })).status).toBe(201)
    const [withPlan, without] = writer.records.map((record) => String(record.fields.Message))
    expect(withPlan).toMatch(/\nEvent plan: 45 guests, 10 per table: 5 tables$/)
    expect(without).not.toContain('Event plan')
  })

  it('answers 400 with field errors for guests or guests per table out of range, and unknown tables', async () => {
    const { post, writer } = api()
    const response = await post({ ...inquiry, guests: '5001', guestsPerTable: 0, tables: 'oval' })
    expect(response.status).toBe(400)
    expect((await response.json()).fieldErrors).toEqual({
      guests: 'Guests must be a whole number from 1 to 5,000',
      guestsPerTable: 'Guests per table must be a whole number from 1 to 50',
      tables: 'Choose tables from the list',
    })
    expect(writer.records).toEqual([])
  })

  it('never answers 500 for any guests or guests per table a script can send', async () => {
    const { post } = api()
    const anything = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer()),
      fc.object(),
    )
    await fc.assert(
      fc.asyncProperty(anything, anything, async (guests, guestsPerTable) => {
        const response = await post({ ...inquiry, guests, guestsPerTable })
        expect([201, 400]).toContain(response.status)
        if (response.status === 400) expect(Object.keys((await response.json()).fieldErrors).sort()).not.toEqual([])
      }),
      { numRuns: 200 },
    )
  })
})
