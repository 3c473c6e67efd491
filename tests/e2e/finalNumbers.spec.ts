import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { dayNumber, formatEventDay, isoDay } from '../../web/src/availability/calendarDay.ts'
import { businessToday } from '../../web/src/lib/time/businessDay.ts'
import { BOTH_WIDTHS } from '../playwright.config.ts'
import { expectNoAxeViolations, gotoHydrated, saveScreenshot } from './support/checks.ts'
import { chairsInquiry, payOnStripe, quoteInquiry, staffOf, startBookingSite } from './support/bookingSite.ts'
import { nuErrors } from './support/nuChecker.ts'

/**
 * Final numbers end to end (issue 55, decision 0033) on a site of this spec's own over the fake Airtable
 * and a fake Stripe: a couple change their confirmed booking on its quote page. An increase free on the
 * date applies at once (the hold, the total and the record follow, another list sees fewer free); a
 * reduction inside its cut-off keeps the policy's fee; a change that waits for staff is approved in the
 * record and the page follows; one short on the date is refused with the line named; after the balance was
 * paid the difference is charged through Checkout, or refunded. Each test books its own date.
 */

const daysAhead = (days: number) => isoDay(dayNumber(businessToday())! + days)
const CHAIR = 'Crossback Timber Chair'
const GHOST = 'Clear Ghost Chair'

let booking: Awaited<ReturnType<typeof startBookingSite>>
test.beforeAll(async () => {
  test.setTimeout(120_000)
  booking = await startBookingSite('final_numbers')
})
test.afterAll(async () => {
  await booking?.stop()
})

const staff = staffOf(() => booking.fake)

const inquiry = (email: string, date: string, chairs: number) => chairsInquiry(email, date, chairs, 'final')

/** A booking confirmed online: quoted by staff, accepted and its deposit paid at the fake Checkout. */
async function confirmedBooking(page: Page, email: string, date: string, chairs = 60) {
  const { id, path } = await quoteInquiry(booking, inquiry(email, date, chairs))
  await gotoHydrated(page, `${booking.front.url}${path}`)
  await page.getByRole('textbox', { name: 'Full name' }).fill('Olivia Hart')
  await page.getByRole('checkbox', { name: /hire terms/ }).check()
  await page.getByRole('button', { name: 'Accept and pay deposit' }).click()
  await payOnStripe(page, booking.stripe.url)
  await expect(page.getByRole('heading', { level: 1, name: /^(Booking confirmed|Paid in full)$/ })).toBeVisible({
    timeout: 30_000,
  })
  await expect.poll(async () => (await staff(id)).Status, { timeout: 20_000 }).toBe('Confirmed')
  return { id, url: `${booking.front.url}${path}` }
}

/** Pays what is left, so a change after it moves money by card. */
async function payBalance(page: Page, url: string) {
  await gotoHydrated(page, url)
  await page.getByRole('button', { name: 'Pay balance' }).click()
  await payOnStripe(page, booking.stripe.url)
  await expect(page.getByRole('heading', { level: 1, name: 'Paid in full' })).toBeVisible({ timeout: 30_000 })
}

const freeOn = async (date: string, key = 'styling-furniture-2') => {
  const answer = await fetch(`${booking.site.url}/api/availability?date=${date}`)
  return ((await answer.json()) as { counts: Record<string, { free: number }> }).counts[key]!.free
}

const quantityOf = (page: Page, name: string) =>
  page.getByRole('group', { name: `Quantity of ${name}` }).getByRole('spinbutton')

async function openChange(page: Page, url: string) {
  await gotoHydrated(page, url)
  await page.getByRole('button', { name: 'Change my booking' }).click()
  await expect(page.getByRole('list', { name: 'Your lines' })).toBeVisible({ timeout: 15_000 })
}

async function setQuantity(page: Page, name: string, quantity: number) {
  const field = quantityOf(page, name)
  await field.fill(String(quantity))
  await field.blur()
  await expect(field).toHaveValue(String(quantity))
}

const review = (page: Page) => page.getByRole('region', { name: 'Review your change' })

/** Reviews the change, signs it and confirms it. */
async function signAndConfirm(page: Page) {
  await page.getByRole('textbox', { name: 'Full name' }).fill('Olivia Hart')
  await page.getByRole('checkbox', { name: /hire terms/ }).check()
  await page.getByRole('button', { name: 'Confirm changes' }).click()
}

const dollars = (value: unknown) => Number(value)

/** Staff approve the change waiting in the record; the page, read again, lists it as applied. */
async function approve(page: Page, id: string, url: string, applied: string) {
  await staff(id, { fields: { 'Change Request': 'Approved' } })
  await expect(async () => {
    await gotoHydrated(page, url)
    await expect(page.getByRole('region', { name: 'Changes to your booking' })).toContainText(applied, {
      timeout: 2_000,
    })
  }).toPass({ timeout: 30_000 })
}

test('an increase free on the date applies at once: the hold, the total and the record follow', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const date = daysAhead(90)
  const { id, url } = await confirmedBooking(page, 'olivia.increase@example.com', date)
  const before = await staff(id)
  // Availability answers from a snapshot that says how long it stays fresh: the booking shows once it turns.
  await expect.poll(() => freeOn(date), { timeout: 20_000 }).toBe(40)

  await openChange(page, url)
  const chairRow = page.getByRole('listitem', { name: CHAIR })
  await expect(chairRow).toContainText('60 booked')
  await expect(chairRow).toContainText(`Up to 40 more free on ${formatEventDay(date)}.`)
  await setQuantity(page, CHAIR, 70)
  await expect(chairRow).toContainText('10 more')

  // Two ghost chairs from the hire range, on the booking's date, then back to the change.
  await page.getByRole('link', { name: 'Add from the hire range' }).click()
  await expect(page).toHaveURL(new RegExp(`/hire-range\\?date=${date}#all-products$`))
  const bar = page.getByRole('complementary', { name: `Adding to your booking on ${formatEventDay(date)}` })
  await expect(bar).toBeVisible()
  const ghost = page.getByRole('article', { name: GHOST })
  await ghost.getByRole('button', { name: 'Increase quantity' }).click()
  await ghost.getByRole('button', { name: 'Add to booking' }).click()
  await expect(ghost.getByRole('status')).toHaveText('Added 2 to your booking')
  await saveScreenshot(page, testInfo, 'final-numbers-hire-range-adding', { fullPage: false })
  await bar.getByRole('link', { name: 'Back to your booking' }).click()
  await expect(page.getByRole('listitem', { name: GHOST })).toContainText('New to your booking')
  await expect(quantityOf(page, CHAIR)).toHaveValue('70')
  await expect(quantityOf(page, GHOST)).toHaveValue('2')

  await page.getByRole('button', { name: 'Review changes' }).click()
  const table = page.getByRole('table', { name: 'Your booking, as it is and with your change' })
  await expect(table.getByRole('row', { name: new RegExp(CHAIR) })).toContainText('60$600.00')
  await expect(table.getByRole('row', { name: new RegExp(CHAIR) })).toContainText('70$700.00')
  await expect(table.getByRole('row', { name: new RegExp(GHOST) })).toContainText('2$19.00')
  await expect(review(page)).toContainText('When it appliesAs soon as you confirm')
  await saveScreenshot(page, testInfo, 'final-numbers-review')
  await signAndConfirm(page)

  await expect(page.getByRole('status').filter({ hasText: 'Your booking is changed' })).toBeVisible({
    timeout: 30_000,
  })
  const applied = page.getByRole('region', { name: 'Changes to your booking' })
  await expect(applied).toContainText(`${CHAIR}60 to 70`)
  await expect(applied).toContainText(`${GHOST}0 to 2`)
  await saveScreenshot(page, testInfo, 'final-numbers-applied')
  await expect(page.getByRole('table', { name: 'Your booking' })).toContainText(CHAIR)

  // The record follows through the outbox: its Items, its Total Cost (up by $119.00) and a note in Changes.
  await expect
    .poll(
      async () => {
        const fields = await staff(id)
        return [String(fields.Items), dollars(fields['Total Cost']), String(fields.Changes ?? '')]
      },
      { timeout: 30_000 },
    )
    .toEqual([
      expect.stringMatching(new RegExp(`70.*${CHAIR}|${CHAIR}.*70`)),
      dollars(before['Total Cost']) + 119,
      expect.stringContaining('Olivia Hart'),
    ])
  expect(String((await staff(id)).Items)).toContain(GHOST)
  // Another list on the date sees the chairs the change holds.
  await expect.poll(() => freeOn(date), { timeout: 20_000 }).toBe(30)
})

test('a reduction inside its cut-off keeps the policy\u2019s fee, and is applied once our team approves it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  // Ten days out: inside the 14 days free reductions allow, before the 7 days of increases.
  const date = daysAhead(10)
  const { id, url } = await confirmedBooking(page, 'olivia.late@example.com', date)
  await openChange(page, url)
  await expect(page.getByRole('listitem', { name: CHAIR })).toContainText('50% of the price of the pieces you remove')
  await setQuantity(page, CHAIR, 50)
  await page.getByRole('button', { name: 'Review changes' }).click()
  const table = page.getByRole('table', { name: 'Your booking, as it is and with your change' })
  // Half of ten chairs at $10.00 is kept.
  await expect(table.getByRole('row', { name: /Cancellation fee kept/ })).toContainText('$50.00')
  await expect(review(page)).toContainText('Cancellation fees kept$50.00')
  await expect(review(page)).toContainText('When it appliesOnce our team approves it')
  await saveScreenshot(page, testInfo, 'final-numbers-review-fee')
  await signAndConfirm(page)
  await expect(page.getByRole('status').filter({ hasText: 'Your change is with our team' })).toBeVisible({
    timeout: 30_000,
  })
  const pending = page.getByRole('region', { name: 'Waiting for our team' })
  await expect(pending).toContainText(`${CHAIR}60 to 50`)
  await saveScreenshot(page, testInfo, 'final-numbers-pending')
  await expect.poll(async () => (await staff(id))['Change Request'], { timeout: 20_000 }).toBe('Requested')

  await approve(page, id, url, `${CHAIR}60 to 50`)
  await expect(page.getByRole('region', { name: 'Changes to your booking' })).toContainText(
    'Cancellation fees kept$50.00',
  )
  await expect(page.getByRole('region', { name: 'Waiting for our team' })).toHaveCount(0)
  await expect.poll(async () => String((await staff(id)).Items), { timeout: 30_000 }).toMatch(/50/)
})

test('a change that waits for our team: approved in the record, and the page follows', async ({ page }) => {
  test.setTimeout(180_000)
  const date = daysAhead(97)
  const { id, url } = await confirmedBooking(page, 'olivia.staff@example.com', date)
  await openChange(page, url)
  await setQuantity(page, CHAIR, 40)
  await page.getByRole('button', { name: 'Review changes' }).click()
  await expect(review(page)).toContainText('When it appliesOnce our team approves it')
  await signAndConfirm(page)
  await expect(page.getByRole('region', { name: 'Waiting for our team' })).toContainText(`${CHAIR}60 to 40`, {
    timeout: 30_000,
  })
  await expect(page.getByRole('button', { name: 'Change my booking' })).toHaveCount(0)
  await expect.poll(async () => (await staff(id))['Change Request'], { timeout: 20_000 }).toBe('Requested')
  // Nothing moved yet: the hold is as booked.
  // Availability answers from a snapshot that says how long it stays fresh: the booking shows once it turns.
  await expect.poll(() => freeOn(date), { timeout: 20_000 }).toBe(40)

  await approve(page, id, url, `${CHAIR}60 to 40`)
  await expect(page.getByRole('button', { name: 'Change my booking' })).toBeVisible()
  await expect.poll(() => freeOn(date), { timeout: 20_000 }).toBe(60)
  await expect.poll(async () => String((await staff(id)).Items), { timeout: 30_000 }).toMatch(/40/)
})

test('a change short on the date is refused with the line named', async ({ page }) => {
  test.setTimeout(180_000)
  const date = daysAhead(104)
  const { url } = await confirmedBooking(page, 'olivia.short@example.com', date)
  await openChange(page, url)
  await setQuantity(page, CHAIR, 100)

  // Meanwhile staff confirm another booking of thirty chairs on the date by hand.
  const other = await quoteInquiry(booking, inquiry('other.couple@example.com', date, 30))
  await staff(other.id, { fields: { Status: 'Confirmed' } })
  await expect.poll(() => freeOn(date), { timeout: 20_000 }).toBe(10)

  await page.getByRole('button', { name: 'Review changes' }).click()
  // Seventy are free for this booking now: its own sixty and the ten no one holds.
  await expect(page.getByRole('list', { name: 'Not enough free on your date' })).toHaveText(
    `${CHAIR}: 70 free on ${formatEventDay(date)}`,
  )
  await expect(page.getByRole('button', { name: 'Confirm changes' })).toHaveCount(0)
})

test('after the balance was paid, a higher total charges the difference through Checkout, left and resumed', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const date = daysAhead(111)
  const { id, url } = await confirmedBooking(page, 'olivia.paid.more@example.com', date)
  await payBalance(page, url)
  const paidTotal = dollars((await staff(id))['Total Cost'])
  await openChange(page, url)
  await setQuantity(page, CHAIR, 70)
  await page.getByRole('button', { name: 'Review changes' }).click()
  await expect(review(page)).toContainText('The difference, to pay by card$100.00')
  await signAndConfirm(page)
  await expect(page).toHaveURL(new RegExp(`^${booking.stripe.url}/c/pay/cs_test_`), { timeout: 30_000 })
  const sessionId = page.url().split('/').at(-1)!
  expect(booking.stripe.sessions.get(sessionId)).toMatchObject({ amount_total: 10_000 })
  // The couple leaves Stripe's page and comes back to pay: the same session, never a second one.
  await page.goto(url)
  const waiting = page.getByRole('region', { name: 'Waiting for your payment' })
  await expect(waiting).toContainText(`${CHAIR}60 to 70`, { timeout: 30_000 })
  await waiting.getByRole('button', { name: 'Pay the difference' }).click()
  await expect(page).toHaveURL(`${booking.stripe.url}/c/pay/${sessionId}`, { timeout: 30_000 })
  await page.getByLabel('Email').fill('olivia@example.com')
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/quote\//)
  await expect(page.getByRole('region', { name: 'Changes to your booking' })).toContainText(`${CHAIR}60 to 70`, {
    timeout: 30_000,
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Paid in full' })).toBeVisible()
  await expect.poll(async () => dollars((await staff(id))['Total Cost']), { timeout: 30_000 }).toBe(paidTotal + 100)
  expect(booking.stripe.calls.filter((call) => call.path.startsWith('/v1/refunds'))).toHaveLength(0)
})

test('after the balance was paid, a lower total is refunded, once', async ({ page }) => {
  test.setTimeout(180_000)
  const date = daysAhead(118)
  const { id, url } = await confirmedBooking(page, 'olivia.paid.less@example.com', date)
  await payBalance(page, url)
  await openChange(page, url)
  await setQuantity(page, CHAIR, 50)
  await page.getByRole('button', { name: 'Review changes' }).click()
  await expect(review(page)).toContainText('To be refunded to your card$100.00')
  await signAndConfirm(page)
  await expect(page.getByRole('region', { name: 'Waiting for our team' })).toBeVisible({ timeout: 30_000 })
  await approve(page, id, url, 'Refunded to your card$100.00')
  await expect
    .poll(() => booking.stripe.calls.filter((call) => call.path.startsWith('/v1/refunds')).length, { timeout: 30_000 })
    .toBe(1)
  const sessions = [...booking.stripe.sessions.values()].filter((session) => session.metadata.booking === id)
  expect(sessions.every((session) => session.metadata.bookingKind !== 'change')).toBe(true)
})

/** The page's width against the viewport's: nothing scrolls sideways (WCAG 1.4.10 reflow at 320 px). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

async function checkPage(page: Page, testInfo: TestInfo, name: string) {
  await expectNoAxeViolations(page)
  await saveScreenshot(page, testInfo, name)
  const width = page.viewportSize()!
  await page.setViewportSize({ width: 320, height: 740 })
  expect(await scrollsSideways(page), `${name} at 320 px`).toBe(false)
  await page.setViewportSize(width)
}

test(
  'the change form and its review pass axe, the Nu Html Checker and reflow at 320 px',
  BOTH_WIDTHS,
  async ({ page }, testInfo) => {
    test.setTimeout(180_000)
    const date = daysAhead(125 + (testInfo.project.name === 'desktop' ? 7 : 0))
    const { url } = await confirmedBooking(page, `olivia.checks.${testInfo.project.name}@example.com`, date)
    const served = await (await page.request.get(url)).text()
    await openChange(page, url)
    await page.getByRole('textbox', { name: 'Guests', exact: true }).fill('70')
    await page.getByRole('button', { name: 'Suggest quantities' }).click()
    await expect(quantityOf(page, CHAIR)).toHaveValue('70')
    await checkPage(page, testInfo, 'final-numbers-form')
    const form = await page.content()

    await page.getByRole('button', { name: 'Review changes' }).click()
    await expect(review(page)).toBeVisible()
    await page.getByRole('button', { name: 'Confirm changes' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct 2 fields' })).toBeVisible()
    await checkPage(page, testInfo, 'final-numbers-review-errors')
    const reviewed = await page.content()

    expect(
      await nuErrors([
        { name: '/quote/{token} (confirmed, served)', html: served },
        { name: '/quote/{token} (the change form)', html: form },
        { name: '/quote/{token} (the change reviewed)', html: reviewed },
      ]),
    ).toEqual([])
  },
)
