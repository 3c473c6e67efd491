import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, gotoHydrated, saveScreenshot, watchForPageErrors } from './support/checks.ts'

test.describe('Store, server-rendered from the CMS', () => {
  test('first response is HTML that already holds the products and the head', async ({ request }) => {
    const response = await request.get('/store')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('Digital Resources for Event Planners')
    for (const name of ['Event Planning PDF', 'Wedding Guide', 'Grow An Event Business']) expect(html).toContain(name)
    for (const price of ['$29.00', '$49.00', '$99.00']) expect(html).toContain(price)
    expect(html).toMatch(/<title>[^<]*Store[^<]*<\/title>/i)
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/)
    // The query cache travels with the page, so hydration needs no refetch.
    expect(html).toContain('store-products')
  })

  test('hydrates, then navigates client-side without a full page load; no axe violations (WCAG 2.2 AA)', async ({
    page,
  }, testInfo) => {
    const documentRequests: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests.push(request.url())
    })
    const consoleErrors = watchForPageErrors(page)

    await gotoHydrated(page, '/store')
    await expect(page.getByRole('heading', { level: 1, name: 'Digital Resources for Event Planners' })).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(3)
    // The server sells (Stripe configured): each guide's button posts to our checkout.
    await expect(page.getByRole('button', { name: 'Purchase & Download' })).toHaveCount(3)
    await saveScreenshot(page, testInfo, 'store')
    await expectNoAxeViolations(page)

    await page.getByRole('banner').getByRole('link', { name: 'Amaranth Events, home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Digital Resources for Event Planners' })).toBeVisible()

    expect(documentRequests).toHaveLength(1)
    expect(consoleErrors).toEqual([])
  })
})
