import { describe, expect, it } from 'vitest'
import type { EquipmentHireRequest } from '../../../src/form-contracts/inquirySchema.ts'
import { equipmentHireRecord, unpricedHireRecord } from '../../../src/server/api/inquiryRecord.ts'
import { TABLES, type RecordFields, type SubmissionDetails } from '../../../src/server/api/recordWriter.ts'
import { confirmationEmail, notificationEmail } from '../../../src/server/email/inquiryEmails.ts'
import { seedCatalogue } from '../support/seedCatalogue.ts'
import { SITE_CONTACT } from '../support/siteContact.ts'

// $8.00 x 30 = $240.00 of items, to Perth with the waiver.
const request = {
  firstName: 'Olivia',
  lastName: 'Hart',
  email: 'olivia@example.com',
  phone: '',
  eventDate: '2027-10-16',
  venue: 'Matilda Bay, Crawley',
  message: 'Long tables by the river.',
  postcode: '6009',
  damageWaiver: true,
  acceptTerms: true,
  items: [{ productId: 'decor-21', variantKey: 'v2', quantity: 30 }],
} as EquipmentHireRequest

const contact = SITE_CONTACT

/** Both emails of a stored request, as the outbox would send them. */
function emails(record: { fields: RecordFields; details: SubmissionDetails }) {
  const submission = {
    id: 1,
    submissionId: null,
    table: TABLES.equipmentHireRequests,
    createdTime: '2026-11-25T00:00:00Z',
    ...record,
  }
  return [notificationEmail(submission, 'staff@example.com'), confirmationEmail(submission, contact)]
}

async function priced(charges: null | undefined) {
  const result = equipmentHireRecord(request, await seedCatalogue(), charges)
  if (!result.ok) throw new Error('unpriced')
  return result
}

describe('the inquiry emails when the estimate could not be completed', () => {
  it('the charges unread: the items before delivery, delivery and fees to be confirmed, no total', async () => {
    for (const email of emails(await priced(null))) {
      expect(email.text).toContain('- Clear Cylinder Vase (45 cm) x 30 = $240.00')
      expect(email.text).toContain('Items: $240.00 before delivery; delivery and fees to be confirmed')
      expect(email.text).toContain('Estimated total: to be confirmed')
      expect(email.text).not.toContain('Estimated total: $')
      expect(email.html).toContain('>Delivery, setup and collection<')
      expect(email.html).toMatch(/Estimated total<\/td><td[^>]*>To be confirmed</)
      expect(email.html).not.toContain('$240.00</td></tr></table>')
    }
  })

  it('the catalogue unread: the pieces as sent, prices, delivery and fees to be confirmed, never $0.00', () => {
    for (const email of emails(unpricedHireRecord(request))) {
      expect(email.text).toContain('- decor-21 (v2) x 30 = to be confirmed')
      expect(email.text).toContain(
        'Prices, delivery and fees to be confirmed: we could not load our price list when this was sent',
      )
      expect(email.text).toContain('Estimated total: to be confirmed')
      expect(email.text).not.toContain('$0.00')
      expect(email.html).not.toContain('$0.00')
    }
  })

  it('the charges read: the total as before', async () => {
    const [notification] = emails(await priced(undefined))
    expect(notification!.text).toContain('Estimated total: $240.00 (an estimate; your quote confirms the final amount)')
    expect(notification!.text).not.toContain('to be confirmed')
  })
})
