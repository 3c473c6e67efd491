import { startFakeAirtable, type FakeAirtable } from '@amaranth/fake-airtable'
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { expectNoAxeViolations, gotoHydrated, saveScreenshot, watchForPageErrors } from './support/checks.ts'
import { REPO, startExtraServer, type ExtraServer } from './support/extraServer.ts'
import { HIRE_LIST_KEY } from './support/hireForms.ts'

/** Is it free on our date? (issue #23): availability from the requests staff confirm, offline and from Airtable. */

const DATE = '2027-10-16'
const DAY = 'Saturday 16 October 2027'

/** A hire request for 80 crossback chairs (stock 100) on DATE, as the inquiry form sends it. */
const inquiry = (email: string) => ({
  firstName: 'Charlotte',
  lastName: 'Nguyen',
  email,
  phone: '0412345678',
  eventDate: DATE,
  venue: 'Gabbinbar Homestead, Toowoomba',
  message: 'Our wedding ceremony and reception',
  acceptTerms: true,
  items: [{ productId: 'styling-furniture-2', quantity: 80 }],
  submissionId: `avail-${email.replace(/\W/g, '')}-${Date.now()}`,
})

/** The chair's words on its page for a date, read again (each load is a new request) until they say `text`. */
async function expectChairSays(page: Page, base: string, date: string, text: string) {
  await expect(async () => {
    await gotoHydrated(page, `${base}/hire/styling-furniture-2?date=${date}`)
    await expect(page.locator('[data-availability]').first()).toHaveText(text, { timeout: 3_000 })
  }).toPass({ timeout: 60_000, intervals: [500, 1_000, 2_000] })
}

const inquiries = (server: ExtraServer, ...args: string[]) =>
  execFileSync('pnpm', ['-s', 'inquiries', ...args], {
    cwd: REPO,
    env: { ...process.env, INQUIRY_DB: server.inquiryDb },
  }).toString()

test.describe('availability by date', () => {
  // Each change shows within the server's snapshot age (1 s here, 30 s by default).
  test.describe.configure({ mode: 'serial', timeout: 180_000 })
  let offline: ExtraServer
  let fake: FakeAirtable
  let withAirtable: ExtraServer

  test.beforeAll(async () => {
    // Each server opens a database of its own first (PGlite's first start takes seconds on a busy machine).
    test.setTimeout(120_000)
    fake = await startFakeAirtable()
    ;[offline, withAirtable] = await Promise.all([
      startExtraServer({ AVAILABILITY_MAX_AGE_MS: '1000' }),
      startExtraServer({
        AIRTABLE_TOKEN: 'patAvail',
        AIRTABLE_BASE_ID: 'appAvail',
        AIRTABLE_ENDPOINT_URL: fake.url,
        AVAILABILITY_MAX_AGE_MS: '1000',
      }),
    ])
  })
  test.afterAll(async () => {
    await Promise.all([offline?.stop(), withAirtable?.stop()])
    await fake?.close()
  })

  test('offline: pnpm inquiries confirm holds the items on the date and its turnaround; cancel returns them', async ({
    page,
    request,
  }) => {
    expect(
      (
        await request.post(`${offline.url}/api/equipment-hire-requests`, { data: inquiry('couple@example.com') })
      ).status(),
    ).toBe(201)
    await expectChairSays(page, offline.url, DATE, `Available on ${DAY}`)

    expect(inquiries(offline, 'confirm', '1')).toContain('#1 is now Confirmed')
    await expectChairSays(page, offline.url, DATE, `Only 20 left on ${DAY}`)
    // Chairs are blocked a day each side: an event two days later still clashes, three days later does not.
    await expectChairSays(page, offline.url, '2027-10-18', 'Only 20 left on Monday 18 October 2027')
    await expectChairSays(page, offline.url, '2027-10-19', 'Available on Tuesday 19 October 2027')
    expect(inquiries(offline)).toContain('· Confirmed')

    expect(inquiries(offline, 'cancel', '1')).toContain('#1 is now Cancelled')
    await expectChairSays(page, offline.url, DATE, `Available on ${DAY}`)
  })

  test('from Airtable: a record set to Confirmed there holds stock the same way', async ({ page, request }) => {
    expect(
      (
        await request.post(`${withAirtable.url}/api/equipment-hire-requests`, { data: inquiry('airtable@example.com') })
      ).status(),
    ).toBe(201)
    await expect.poll(() => fake.received.length).toBe(1)
    const { id } = fake.received[0]!.record
    const patched = await fetch(`${fake.url}/v0/appAvail/${encodeURIComponent('Equipment Hire Requests')}/${id}`, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer staff', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: { Status: 'Confirmed' } }),
    })
    expect(patched.status).toBe(200)
    await expectChairSays(page, withAirtable.url, DATE, `Only 20 left on ${DAY}`)
    // The reads ask Airtable for three fields of Confirmed requests, in pages of 100.
    const read = fake.requests.findLast((seen) => seen.method === 'GET')!
    expect(new URL(read.url).searchParams.get('pageSize')).toBe('100')

    // Airtable unreadable: the words say so, and claim nothing.
    fake.plan([{ kind: 'status', status: 503 }])
    await expectChairSays(page, withAirtable.url, '2027-11-20', 'Availability is confirmed on inquiry')
    await expect(page.getByText(/left on|Available on|Booked out/)).toHaveCount(0)
    fake.plan([])
  })
})

test.describe('availability on the pages a visitor sees', () => {
  // Its screenshots in docs/screenshots are the record of the look at both widths: `pnpm --filter tests
  // screenshots` takes them. The checks are the same at any width: phone only.
  test('a list over what is free says so, offers the count, and the pages show the date in words', async ({
    page,
  }, testInfo) => {
    // Three full pages, each checked with axe, and the hire range's 85 cards loaded once.
    test.setTimeout(180_000)
    const errors = watchForPageErrors(page)
    // One Timber Hexagon Arch (decor-27) is owned: a list asking for two is over the limit on any date.
    // Written from a plain-text page of the site (same storage): Home would first load its hero film.
    await page.goto('/robots.txt')
    await page.evaluate(
      ([key, date]) =>
        window.localStorage.setItem(
          key!,
          JSON.stringify({
            version: 2,
            items: [
              { productId: 'decor-27', quantity: 2 },
              { productId: 'styling-furniture-2', quantity: 60 },
            ],
            event: { date },
          }),
        ),
      [HIRE_LIST_KEY, DATE],
    )
    await gotoHydrated(page, '/hire-list')
    await expect(page.getByText(`Only 1 available on ${DAY}`)).toBeVisible()
    await shot(page, testInfo, 'availability-hire-list')
    await page.getByRole('button', { name: 'Set to 1: Timber Hexagon Arch' }).click()
    await expect(page.getByText(`Only 1 available on ${DAY}`)).toHaveCount(0)

    // The list's date goes with the visitor to the hire range, into its URL.
    await gotoHydrated(page, '/hire-range')
    await expect(page).toHaveURL(new RegExp(`date=${DATE}`))
    await expect(page.getByLabel('Your event date')).toHaveValue(DATE)
    await expect(page.getByText(`Available on ${DAY}`).first()).toBeVisible()
    // Pictured and checked over one category (the chairs'): the same cards as the full grid, where 85 of
    // them took the screenshot and axe most of this test's minute.
    await gotoHydrated(page, `/hire-range?category=styling-furniture&date=${DATE}`)
    await expect(page.getByText(`Available on ${DAY}`).first()).toBeVisible()
    await shot(page, testInfo, 'availability-hire-range')

    await gotoHydrated(page, `/hire/decor-27?date=${DATE}`)
    await expect(page.locator('[data-availability]').first()).toHaveText(`Available on ${DAY}`)
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(page.getByText(`Only 1 available on ${DAY}`)).toBeVisible()
    await shot(page, testInfo, 'availability-product')

    // A past date is refused with a message, and nothing is claimed.
    await gotoHydrated(page, '/hire/decor-27?date=2020-01-01')
    await expect(page.getByRole('alert')).toHaveText('That date has passed. Choose the date of your event.')
    await expect(page.locator('[data-availability]')).toHaveCount(0)
    expect(errors).toEqual([])
  })
})

/** With E2E_SCREENSHOTS=1 a screenshot into docs/screenshots (the record of the look); always axe. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await saveScreenshot(page, testInfo, name, { path: `${REPO}/docs/screenshots/${name}-${testInfo.project.name}.png` })
  await expectNoAxeViolations(page)
}
