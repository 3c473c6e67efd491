import { describe, expect, it } from 'vitest'
import type { EquipmentHireRequest } from '../../../src/form-contracts/inquirySchema.ts'
import { markOverLimit } from '../../../src/server/availability/overLimitNote.ts'
import { notificationEmail } from '../../../src/server/email/inquiryEmails.ts'
import type { StoredSubmission } from '../../../src/server/outbox/outboxRows.ts'

const request = {
  firstName: 'Charlotte',
  lastName: 'Nguyen',
  email: 'charlotte@example.com',
  phone: '0412345678',
  eventDate: '2027-10-16',
  venue: 'Toowoomba',
  message: 'Our wedding',
  items: [
    { productId: 'styling-furniture-2', quantity: 80 },
    { productId: 'decor-3', quantity: 4 },
  ],
  submissionId: 'abcdefghijklmnop1234',
} as EquipmentHireRequest
const record = {
  fields: {
    Email: 'charlotte@example.com',
    'Date of event': '2027-10-16',
    Items: 'Crossback Timber Chair x 80 = $800.00\nBrass Taper Candlestick x 4 = $24.00',
  },
  details: {
    items: [
      { name: 'Crossback Timber Chair', quantity: 80, lineCents: 80_000 },
      { name: 'Brass Taper Candlestick', quantity: 4, lineCents: 2_400 },
    ],
    totalCents: 82_400,
  },
}
const counts = { 'styling-furniture-2': { free: 40, stock: 100 }, 'decor-3': { free: 60, stock: 60 } }

describe('lines over what is free, for staff', () => {
  it('marks them in the Items text and in the notification email', async () => {
    const marked = await markOverLimit(request, record, async () => counts)
    expect(marked.fields.Items).toBe(
      'Crossback Timber Chair x 80 = $800.00 (only 40 free on Saturday 16 October 2027)\nBrass Taper Candlestick x 4 = $24.00',
    )
    const submission = {
      id: 1,
      submissionId: null,
      table: 'Equipment Hire Requests',
      createdTime: '',
      ...marked,
    } as StoredSubmission
    const email = notificationEmail(submission, 'staff@example.com')
    expect(email.text).toContain('MORE THAN IS FREE')
    expect(email.text).toContain('Crossback Timber Chair: 80 asked, 40 free on Saturday 16 October 2027')
  })

  it('leaves the record as it was when nothing is over, or availability is not known in time', async () => {
    expect(
      await markOverLimit(request, record, async () => ({
        ...counts,
        'styling-furniture-2': { free: 80, stock: 100 },
      })),
    ).toBe(record)
    expect(await markOverLimit(request, record, async () => undefined)).toBe(record)
    expect(await markOverLimit(request, record, () => Promise.reject(new Error('down')))).toBe(record)
    const started = Date.now()
    expect(await markOverLimit(request, record, () => new Promise(() => {}))).toBe(record)
    expect(Date.now() - started).toBeLessThan(2_500)
  })
})
