import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { FAKE_AIRTABLE_URL } from '../playwright.config.ts'
import { expectNoAxeViolations, gotoHydrated, saveScreenshot, watchForPageErrors } from './support/checks.ts'
import { fillHireInquiry, seedHireList } from './support/hireForms.ts'

/** 30 clear cylinder vases at $8.00: a $240.00 list, as in issue #21's Perth couple. */
const LIST_240 = [{ productId: 'decor-21', variantKey: 'v2', quantity: 30 }]

const estimate = (page: Page) => page.getByRole('complementary', { name: 'Summary' })

async function openHireList(page: Page) {
  await gotoHydrated(page, '/hire-list')
  await expect(page.getByText('$240.00').first()).toBeVisible()
}

test.describe('The delivered estimate (issue #21)', () => {
  test('Brisbane, Perth and outside every zone, by the venue postcode', async ({ page }) => {
    const errors = watchForPageErrors(page)
    await seedHireList(page, LIST_240)
    await openHireList(page)
    const summary = estimate(page)
    await expect(summary.getByText(/Add your venue postcode/)).toBeVisible()
    await expect(summary.getByText('$240.00', { exact: true }).last()).toBeVisible()

    const postcode = page.getByLabel('Venue postcode')
    await postcode.fill('4000')
    await expect(summary.getByText('Delivery, setup and collection (Brisbane metro)')).toBeVisible()
    await expect(summary.getByText('$150.00')).toBeVisible()
    await expect(summary.getByText('$390.00')).toBeVisible()

    await postcode.fill('6009')
    await expect(summary.getByText('Delivery, setup and collection (Perth metro)')).toBeVisible()
    await expect(summary.getByText('$420.00')).toBeVisible()

    await postcode.fill('2000')
    await expect(summary.getByText(/outside our delivery zones: .* quoted for your venue/)).toBeVisible()
    await expect(summary.getByText('Delivery, setup and collection (')).toHaveCount(0)
    await expect(summary.getByText('$240.00', { exact: true }).last()).toBeVisible()

    await postcode.fill('60a0')
    await postcode.blur()
    await expect(page.getByText('Please enter a 4-digit Australian postcode')).toBeVisible()
    await expect(postcode).toHaveAttribute('aria-invalid', 'true')
    expect(errors).toEqual([])
  })

  test('below a minimum, and the damage waiver on and off', async ({ page }) => {
    // Ten vases ($80.00) to Margaret River, whose minimum order is $1,200.00.
    await seedHireList(page, [{ productId: 'decor-21', variantKey: 'v2', quantity: 10 }])
    await gotoHydrated(page, '/hire-list')
    const summary = estimate(page)
    await page.getByLabel('Venue postcode').fill('6285')
    await expect(
      summary.getByText('Add $1,120.00 more to reach the $1,200.00 minimum order for Margaret River & South West.'),
    ).toBeVisible()

    const waiver = summary.getByRole('checkbox', { name: /Add damage waiver/ })
    await waiver.check()
    await expect(summary.getByText('Damage waiver (10%)')).toBeVisible()
    await expect(summary.getByText('$8.00', { exact: true })).toBeVisible()
    await expect(summary.getByText('$738.00')).toBeVisible()
    await waiver.uncheck()
    await expect(summary.getByText('Damage waiver (10%)')).toHaveCount(0)
    await expect(summary.getByText('$730.00')).toBeVisible()
  })

  test('the inquiry: its summary shows the same breakdown, the terms must be accepted, and Airtable gets the fee lines', async ({
    page,
  }, testInfo: TestInfo) => {
    test.setTimeout(90_000) // two pages, two screenshots and two axe runs
    const errors = watchForPageErrors(page)
    await seedHireList(page, {
      version: 2,
      items: LIST_240,
      event: { date: '2027-10-16', venue: 'Matilda Bay, Crawley', postcode: '6009' },
    })
    await openHireList(page)
    await page.getByRole('checkbox', { name: /Add damage waiver/ }).check()
    await expect(page.getByText('$444.00', { exact: true })).toBeVisible()
    await saveScreenshot(page, testInfo, 'estimate-hire-list')
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Proceed to Inquiry' }).click()
    const summary = page.getByRole('region', { name: 'Order Summary' })
    const toggle = summary.getByRole('button', { name: /Order Summary/ })
    await expect(toggle).toContainText('30 items · $444.00')
    await toggle.click()
    await expect(summary.getByText('Delivery, setup and collection (Perth metro)')).toBeVisible()
    await expect(summary.getByText('Damage waiver (10%)')).toBeVisible()
    await expect(page.getByLabel('Venue postcode')).toHaveValue('6009')

    const email = `estimate.${testInfo.project.name}.${Date.now()}@example.com`
    await fillHireInquiry(page, {
      firstName: 'Olivia',
      lastName: 'Hart',
      email,
      message: 'Long tables by the river.',
      agreeTerms: false,
    })
    await page.getByRole('button', { name: 'Submit Inquiry' }).click()
    const alert = page.getByRole('alert').filter({ hasText: /Please correct 1 field/ })
    await expect(alert.getByRole('link', { name: 'Please accept the hire terms' })).toBeVisible()
    const terms = page.getByRole('checkbox', { name: /hire terms/ })
    await expect(terms).toBeFocused()
    await expect(terms).toHaveAccessibleDescription('Please accept the hire terms')
    await expect(page.getByRole('link', { name: 'hire terms' }).last()).toHaveAttribute('href', '/hire-terms')
    await saveScreenshot(page, testInfo, 'estimate-inquiry')
    await expectNoAxeViolations(page)

    await terms.check()
    await page.getByRole('button', { name: 'Submit Inquiry' }).click()
    await expect(page).toHaveURL(/\/thank-you$/)
    const response = await page.request.get(`${FAKE_AIRTABLE_URL}/__received?email=${encodeURIComponent(email)}`)
    const [record] = (await response.json()) as Array<{ body: { fields: Record<string, unknown> } }>
    expect(record!.body.fields).toMatchObject({
      'Date of event': '2027-10-16',
      Items: [
        'Clear Cylinder Vase (45 cm) x 30 = $240.00',
        'Delivery, setup and collection (Perth metro) x 1 = $180.00',
        'Damage waiver (10%) x 1 = $24.00',
      ].join('\n'),
      'Total Cost': 444,
      Message: expect.stringMatching(
        /^Long tables by the river\.\n\n— Added by the website —\nVenue postcode: 6009 \(Perth metro\)\nHire terms: accepted the terms in effect from 1 November 2026, on .+ \(Brisbane time\)$/,
      ),
    })
    expect(errors).toEqual([])
  })

  test('/hire-terms is linked from the hire list, the product page and the footer', async ({ page }) => {
    await gotoHydrated(page, '/hire/decor-1')
    await page.getByText('Shipping & Returns').click()
    await expect(page.getByRole('link', { name: 'Read our full hire terms' })).toHaveAttribute('href', '/hire-terms')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Hire Terms' })).toHaveAttribute(
      'href',
      '/hire-terms',
    )
    await seedHireList(page, LIST_240)
    await openHireList(page)
    await estimate(page).getByRole('link', { name: 'hire terms', exact: true }).click()
    // The page itself is checked by axe with every content page (site.spec).
    await expect(page.getByRole('heading', { level: 1, name: 'Hire Terms' })).toBeVisible()
  })
})
