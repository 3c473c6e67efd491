import { expect, test } from '@playwright/test'
import { dayNumber, isoDay } from '../../web/src/availability/calendarDay.ts'
import { businessToday } from '../../web/src/lib/time/businessDay.ts'
import { seedHireList } from './support/hireForms.ts'

/**
 * Where a couple meets Reserve now (docs/product/hire-list.md#reserve-now), with the seed's rules (on,
 * 10 days' notice for delivery): a qualifying list offers it with the deposit held and the total and
 * reaches /reserve; a list inside the notice says so, with the inquiry one tap away.
 */
const daysAhead = (days: number) => isoDay(dayNumber(businessToday())! + days)

// Forty crossback chairs at $10.00 to Brisbane metro ($150.00 delivery): $550.00, a 30% deposit of $165.00.
const chairs = (date: string) => ({
  version: 2 as const,
  items: [{ productId: 'styling-furniture-2', quantity: 40 }],
  event: { date, postcode: '4000', venue: 'Old Museum, Bowen Hills' },
})

test('a qualifying list shows Reserve now with the deposit and total, and reaches /reserve', async ({ page }) => {
  await seedHireList(page, chairs(daysAhead(60)))
  await page.goto('/hire-list')
  const reserve = page.getByRole('link', { name: 'Reserve now' })
  await expect(reserve).toBeVisible()
  await expect(
    page.getByText('Holds a $165.00 deposit on your card, charged only once our team accepts. Total $550.00.'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Proceed to Inquiry' })).toBeVisible()
  await reserve.click()
  await expect(page).toHaveURL(/\/reserve$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve your hire' })).toBeVisible()
  await expect(page.getByText('Deposit held now').locator('+ dd')).toHaveText('$165.00')
  await expect(page.getByLabel('Your full name')).toBeVisible()
  await expect(page.getByLabel('Venue/Location')).toHaveValue('Old Museum, Bowen Hills')
})

test('a list inside the notice days says so, and the inquiry is one tap away', async ({ page }) => {
  await seedHireList(page, chairs(daysAhead(3)))
  await page.goto('/hire-list')
  await expect(page.getByText('Bookings inside 10 days go through our team.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Reserve now' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Send an inquiry' }).click()
  await expect(page).toHaveURL(/\/equipment-hire-inquiry$/)
})
