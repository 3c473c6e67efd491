import { describe, expect, it } from 'vitest'
import { equipmentHireRecord } from '../../../src/server/api/inquiryRecord.ts'
import { TABLES } from '../../../src/server/api/recordWriter.ts'
import { confirmationEmail, notificationEmail } from '../../../src/server/email/inquiryEmails.ts'
import { seedCatalogue } from '../support/seedCatalogue.ts'
import { SITE_CONTACT } from '../support/siteContact.ts'

// Decision 0019: the plan closes the notes the site adds to the Message, and both emails show those notes.
describe('the guest plan in the emails', () => {
  it('shows in the notification and the confirmation, as staff see it in Airtable', async () => {
    const result = equipmentHireRecord(
      {
        firstName: 'Olivia',
        lastName: 'Hart',
        email: 'olivia@example.com',
        phone: '',
        eventDate: '2027-03-20',
        venue: 'Montville',
        message: 'Long lunch.',
        guests: 120,
        guestsPerTable: 10,
        tables: 'round-1.8',
        items: [{ productId: 'catering-tableware-4', quantity: 132 }],
        submissionId: 'a'.repeat(32),
      } as Parameters<typeof equipmentHireRecord>[0],
      await seedCatalogue(),
    )
    if (!result.ok) throw new Error('unpriced')
    const submission = {
      id: 1,
      submissionId: null,
      table: TABLES.equipmentHireRequests,
      createdTime: '2026-11-25T00:00:00Z',
      fields: result.fields,
      details: result.details,
    }
    const plan = 'Event plan: 120 guests, 10 per table: 12 tables (round, 1.8 m)'
    const notification = notificationEmail(submission, 'staff@example.com')
    expect(notification.text).toContain(plan)
    expect(notification.html).toContain('>Event plan<')
    expect(notification.html).toContain('120 guests, 10 per table: 12 tables (round, 1.8 m)')
    const confirmation = confirmationEmail(submission, SITE_CONTACT)
    expect(confirmation.text).toContain(plan)
  })
})
