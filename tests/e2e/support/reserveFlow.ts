import { expect, type Page } from '@playwright/test'
import { dayNumber, isoDay } from '../../../web/src/availability/calendarDay.ts'
import { businessToday } from '../../../web/src/lib/time/businessDay.ts'
import type { startBookingSite } from './bookingSite.ts'
import { gotoHydrated } from './checks.ts'
import { seedHireList } from './hireForms.ts'

type BookingSite = Awaited<ReturnType<typeof startBookingSite>>

export const daysAhead = (days: number) => isoDay(dayNumber(businessToday())! + days)

// Forty crossback chairs at $10.00 to Brisbane metro ($150.00 delivery): $550.00, a 30% deposit of $165.00.
export const chairs = (date: string) => ({
  version: 2 as const,
  items: [{ productId: 'styling-furniture-2', quantity: 40 }],
  event: { date, postcode: '4000', venue: 'Old Museum, Bowen Hills' },
})

/**
 * Reserve now from the couple's side on a booking spec's own site (support/bookingSite.ts), and what the
 * spec reads back: the crossbacks free on a date, the fake Airtable's record of an email, a session's
 * PaymentIntent at the fake Stripe.
 */
export function reserveFlow(booking: () => BookingSite) {
  const freeChairs = async (date: string) => {
    const answer = await fetch(`${booking().site.url}/api/availability?date=${date}`)
    return ((await answer.json()) as { counts: Record<string, { free: number }> }).counts['styling-furniture-2']!.free
  }

  /** Reserves the list from /hire-list through the form and the fake Checkout; back on the quote page. */
  async function reserveFromHireList(page: Page, date: string, email: string) {
    const { site, stripe } = booking()
    await seedHireList(page, chairs(date))
    await gotoHydrated(page, `${site.url}/hire-list`)
    await page.getByRole('link', { name: 'Reserve now' }).click()
    await expect(page).toHaveURL(/\/reserve$/)
    await page.getByLabel('First Name').fill('Olivia')
    await page.getByLabel('Last Name').fill('Hart')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Your full name').fill('Olivia Hart')
    await page.getByRole('checkbox', { name: /I have read and accept the/ }).check()
    await page.getByRole('button', { name: 'Reserve and hold the deposit' }).click()
    await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`))
    const sessionId = page.url().split('/').at(-1)!
    expect(stripe.sessions.get(sessionId)).toMatchObject({ amount_total: 16_500 })
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page).toHaveURL(/\/quote\/[\w-]+\.[\w-]+\?session_id=cs_test_/)
    return sessionId
  }

  const recordOf = async (email: string) => {
    const { fake } = booking()
    await expect.poll(() => fake.received.some((entry) => entry.body.fields.Email === email)).toBe(true)
    return fake.received.find((entry) => entry.body.fields.Email === email)!.record.id
  }
  const intentOf = (sessionId: string) => {
    const { stripe } = booking()
    return stripe.paymentIntents.get(String(stripe.sessions.get(sessionId)!.payment_intent))
  }
  return { freeChairs, reserveFromHireList, recordOf, intentOf }
}
