import { describe, expect, it } from 'vitest'
import { TABLES } from '../../../src/server/api/recordWriter.ts'
import { confirmationEmail, notificationEmail } from '../../../src/server/email/inquiryEmails.ts'
import { SITE_CONTACT } from '../support/siteContact.ts'

// docs/how-to.md, a field that reaches Airtable: a further answer reaches both emails by one row in
// the submission's details, with no change to the emails.
describe("the visitor's further answers in the emails", () => {
  const submission = {
    id: 1,
    submissionId: null,
    table: TABLES.equipmentHireRequests,
    createdTime: '2026-11-25T00:00:00Z',
    fields: { 'First Name': 'Olivia', 'Last Name': 'Hart', Email: 'olivia@example.com', Message: 'Long lunch.' },
    details: { visitorMessage: 'Long lunch.', answers: [['Colour palette', 'Sage & <ivory>']] as [string, string][] },
  }

  it('shows each, escaped, after the venue in the notification and the confirmation', () => {
    const notification = notificationEmail(submission, 'staff@example.com')
    expect(notification.text).toContain('Colour palette: Sage & <ivory>')
    expect(notification.html).toContain('Sage &amp; &lt;ivory&gt;')
    const confirmation = confirmationEmail(submission, SITE_CONTACT)
    expect(confirmation.text).toContain('Colour palette: Sage & <ivory>')
  })
})
