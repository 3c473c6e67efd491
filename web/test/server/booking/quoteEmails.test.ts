import { describe, expect, it } from 'vitest'
import { balanceReminderEmail, freshQuoteRequestEmail, quoteEmail } from '../../../src/server/email/bookingEmails.ts'

const contact = {
  businessName: 'Amaranth Events',
  phone: '0400 123 456',
  email: 'hello@example.com',
  responsePromise: '',
}
const couple = { name: '<b>Olivia</b> Hart', email: 'olivia@example.com' }
const link = 'https://amaranth.example/quote/abc.def'

describe('the quote email', () => {
  const input = {
    ...couple,
    eventDate: '2027-03-20',
    venue: 'Matilda Bay',
    link,
    totalCents: 248_000,
    depositCents: 74_400,
    depositPercent: 30,
    inBalanceWindow: false,
    balanceDueDate: '2027-03-06',
    validUntil: '2026-12-11',
  }

  it('gives the link, the total, the deposit, the balance, the event date and until when it is valid', () => {
    const email = quoteEmail(input, contact)
    expect(email.to).toBe('"<b>Olivia</b> Hart" <olivia@example.com>')
    expect(email.replyTo).toBe('"Amaranth Events" <hello@example.com>')
    expect(email.subject).toBe('Your quote for Saturday 20 March 2027 · Amaranth Events')
    for (const part of [email.text, email.html]) {
      expect(part).toContain(link)
      expect(part).toContain('$2,480.00')
      expect(part).toContain('$744.00')
      expect(part).toContain('$1,736.00 AUD, due by Saturday 6 March 2027')
      expect(part).toContain('Friday 11 December 2026')
      expect(part).toContain('Saturday 20 March 2027')
    }
    expect(email.text).toContain('Valid until: Friday 11 December 2026')
    expect(email.html).not.toContain('<b>Olivia')
    expect(email.html).toContain('&lt;b&gt;Olivia')
  })

  it('inside the balance window, says the whole total is paid and shows no balance', () => {
    const email = quoteEmail({ ...input, inBalanceWindow: true, depositCents: 248_000 }, contact)
    expect(email.text).toContain('To pay when you accept: $2,480.00')
    expect(email.text).not.toContain('Balance:')
  })
})

describe('the balance reminder', () => {
  const input = { ...couple, eventDate: '2027-03-20', link, balanceCents: 173_600, dueDate: '2027-03-06' }

  it('N days before: the amount, the due date and the link', () => {
    const email = balanceReminderEmail({ ...input, today: '2027-02-27' }, contact)
    expect(email.subject).toBe('Your balance of $1,736.00 is due in 7 days · Amaranth Events')
    expect(email.text).toContain('is due in 7 days, on Saturday 6 March 2027')
    expect(email.text).toContain(`Pay your balance: ${link}`)
    expect(email.html).toContain(link)
  })

  it('on the day, and late after a stop that outlasted the day', () => {
    expect(balanceReminderEmail({ ...input, today: '2027-03-06' }, contact).subject).toBe(
      'Your balance of $1,736.00 is due today · Amaranth Events',
    )
    expect(balanceReminderEmail({ ...input, today: '2027-03-05' }, contact).subject).toContain('is due tomorrow')
    expect(balanceReminderEmail({ ...input, today: '2027-03-08' }, contact).text).toContain(
      'was due on Saturday 6 March 2027',
    )
  })
})

describe('the fresh quote request to staff', () => {
  it('says who, which record and when it expired, and replies go to the couple', () => {
    const email = freshQuoteRequestEmail(
      { ...couple, recordId: 'rec123', eventDate: '2027-03-20', expiredOn: '2026-12-11' },
      'staff@example.com',
    )
    expect(email.to).toBe('staff@example.com')
    expect(email.replyTo).toBe('"<b>Olivia</b> Hart" <olivia@example.com>')
    expect(email.subject).toContain('Fresh quote')
    expect(email.text).toContain('rec123')
    expect(email.text).toContain('expired on Friday 11 December 2026')
    expect(email.text).toContain('olivia@example.com')
  })
})
