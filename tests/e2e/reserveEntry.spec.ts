import { expect, test } from '@playwright/test'
import { dayNumber, formatEventDay, isoDay } from '../../web/src/availability/calendarDay.ts'
import { businessToday } from '../../web/src/lib/time/businessDay.ts'
import { seedHireList } from './support/hireForms.ts'

/**
 * Where a couple meets Reserve now (docs/product/hire-list.md#reserve-now), with the seed's rules (on,
 * 10 days' notice for delivery): a qualifying list offers it with the deposit held and the total and
 * reaches /reserve; a list any rule sends to our team says which, in words, with the inquiry one tap away.
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

type Line = { productId: string; quantity: number }
const FAR = daysAhead(60)
// Forty crossbacks ($400.00) clear Brisbane metro's $150.00 minimum, so a case breaks only its own rule.
const CHAIRS: Line = { productId: 'styling-furniture-2', quantity: 40 }

/** Each rule that sends a list to our team (web/src/reserve/reserveRules.ts), with the seed's rules. */
const TO_OUR_TEAM: Array<{ rule: string; items: Line[]; postcode?: string; words: string }> = [
  {
    // $5,090.00 of pieces, each within its stock, over the $5,000.00 cap.
    rule: 'over the cap',
    items: [
      { productId: 'styling-furniture-1', quantity: 150 },
      { productId: 'styling-furniture-2', quantity: 100 },
      { productId: 'styling-furniture-3', quantity: 80 },
      { productId: 'styling-furniture-8', quantity: 6 },
      { productId: 'catering-tableware-1', quantity: 240 },
    ],
    words: 'Orders over $5,000.00 are quoted by our team.',
  },
  {
    rule: 'with a piece that needs a conversation',
    items: [CHAIRS, { productId: 'decor-28', quantity: 1 }],
    words: 'The Gold Moongate Arch needs a conversation about your venue.',
  },
  {
    // Fresh garlands are bought in per event: the seed keeps no count of decor-17.
    rule: 'with an on-request piece',
    items: [CHAIRS, { productId: 'decor-17', quantity: 10 }],
    words: 'The Eucalyptus Garland is on request, so our team confirms it.',
  },
  {
    // Darwin: no zone covers 0800.
    rule: 'outside the delivery zones',
    items: [CHAIRS],
    postcode: '0800',
    words: 'Delivery to postcode 0800 is quoted by our team.',
  },
  {
    // Five crossbacks: $50.00 of pieces.
    rule: "under a zone's minimum",
    items: [{ productId: 'styling-furniture-2', quantity: 5 }],
    words: 'Orders under the $150.00 minimum for Brisbane metro go through our team.',
  },
  {
    // The business owns one Blush Velvet Chaise.
    rule: 'with a line short on the date',
    items: [CHAIRS, { productId: 'styling-furniture-5', quantity: 2 }],
    words: `Only 1 of the Blush Velvet Chaise is free on ${formatEventDay(FAR)}.`,
  },
]

for (const { rule, items, postcode = '4000', words } of TO_OUR_TEAM) {
  test(`a list ${rule} says so, with the inquiry one tap away and no Reserve now`, async ({ page }) => {
    await seedHireList(page, { version: 2, items, event: { date: FAR, postcode } })
    await page.goto('/hire-list')
    const reasons = page.getByRole('status').filter({ hasText: 'Send an inquiry' })
    await expect(reasons.getByText(words, { exact: true })).toBeVisible()
    // Its rule alone: one reason, then the inquiry.
    await expect(reasons.locator('p')).toHaveCount(2)
    await expect(page.getByRole('link', { name: 'Reserve now' })).toHaveCount(0)
    await reasons.getByRole('link', { name: 'Send an inquiry' }).click()
    await expect(page).toHaveURL(/\/equipment-hire-inquiry$/)
  })
}
