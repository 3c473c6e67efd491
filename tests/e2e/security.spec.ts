import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './support/checks.ts'
import { ROUTES } from './support/siteRoutes.ts'
import { seedHireList } from './support/hireForms.ts'

/** Every kind of page the site serves, in groups that each fit a test's time on a loaded machine. */
const PAGE_GROUPS = {
  'content pages': ROUTES.map((route) => route.path),
  'portfolio and catalogue': ['/portfolio', '/events/eliza-james-montville', '/hire-range', '/linen', '/hire/decor-21'],
  'forms, store and unknown paths': ['/hire-list', '/equipment-hire-inquiry', '/contact', '/store', '/no-such-page'],
}

/**
 * Collects every Content-Security-Policy violation a page reports (the DOM event, which names
 * the directive and the blocked source) and every console message about the CSP or the
 * Permissions-Policy header, across navigations.
 */
async function watchPolicyReports(page: Page) {
  const reports: string[] = []
  await page.exposeBinding('__reportPolicyViolation', (source, text: string) =>
    reports.push(`${new URL(source.page.url()).pathname}: ${text}`),
  )
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (text: string) => void }).__reportPolicyViolation
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`)
    })
  })
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Permissions-Policy/i.test(message.text())) {
      reports.push(`${new URL(page.url()).pathname}: console ${message.type()}: ${message.text()}`)
    }
  })
  return reports
}

/** Lets lazy content below the fold load, then gives queued violation events a turn to arrive. */
async function scrollThrough(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
}

test.describe('Security headers', () => {
  // Each test visits several pages in turn: more than one page's share of the time limit.
  test.describe.configure({ timeout: 90_000 })

  for (const [group, paths] of Object.entries(PAGE_GROUPS)) {
    test(`${group} load, hydrate and run without a CSP violation`, async ({ page }) => {
      const reports = await watchPolicyReports(page)
      for (const path of paths) {
        await test.step(path, async () => {
          const headers = (await gotoHydrated(page, path))!.headers()
          expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/)
          expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
          expect(headers['x-content-type-options']).toBe('nosniff')
          expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
          expect(headers['permissions-policy']).toContain('camera=()')
          // Served over plain http here: HSTS would be meaningless and is not sent.
          expect(headers['strict-transport-security']).toBeUndefined()
          await scrollThrough(page)
        })
      }
      expect(reports).toEqual([])
    })
  }

  test('client-side navigation, the hire list and the inquiry form run within the policy', async ({ page }) => {
    const reports = await watchPolicyReports(page)
    await seedHireList(page, [{ productId: 'decor-21', variantKey: 'v2', quantity: 2 }], { once: false })
    await gotoHydrated(page, '/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Press' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press')
    await page.getByRole('contentinfo').locator('a[href="/hire-range"]').first().click()
    await expect(page.getByText(/^Showing \d+ of \d+ products/)).toBeVisible()
    await page.getByRole('contentinfo').locator('a[href="/enquiry"]').click()
    await expect(page.locator('iframe[title="Event Enquiry Form"]')).toBeAttached()

    await gotoHydrated(page, '/hire-list')
    await page.getByRole('link', { name: 'Proceed to Inquiry' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Equipment Hire Inquiry' })).toBeVisible()
    // Validation runs the form's schemas in the browser.
    await page.getByRole('button', { name: 'Submit Inquiry' }).click()
    await expect(page.getByRole('alert').filter({ hasText: /Please correct \d+ fields?/ })).toBeVisible()
    await scrollThrough(page)
    expect(reports).toEqual([])
  })

  test('a JSON answer gets the restrictive policy and the fixed headers', async ({ request }) => {
    const headers = (await request.get('/api/health')).headers()
    expect(headers['content-security-policy']).toContain("default-src 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-frame-options']).toBe('DENY')
  })
})
