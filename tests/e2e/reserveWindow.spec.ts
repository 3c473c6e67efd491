import { startMailbox, type Mail } from '@amaranth/fake-mailbox'
import { expect, test, type Page } from '@playwright/test'
import { staffOf, startBookingSite } from './support/bookingSite.ts'
import { fakeClock, LIBFAKETIME } from './support/fakeClock.ts'
import { hireTermsContent } from './support/hireTermsContent.ts'
import { daysAhead, reserveFlow } from './support/reserveFlow.ts'

/**
 * Reserve now's decision window end to end (decision 0032): a reservation nobody answers gets the CMS's
 * action once the window passes. The window is hours long, so each test runs a production server of its
 * own under libfaketime (support/fakeClock.ts), whose wall clock the test moves on; the fake Stripe's
 * clock moves with it (a hold 49 hours old is still capturable; its 7 days have not run). An hour before
 * the window ends nothing happens; an hour after, the site accepts (the deposit captured, the record
 * Confirmed, staff told) or, with the hire terms set to decline, declines (the hold cancelled, the pieces
 * free, the couple told kindly, staff told).
 */
test.skip(!LIBFAKETIME && !process.env.CI, 'libfaketime is not installed here (apt-get install faketime)')

const STAFF = 'bookings@amaranth.test'
const EMAIL = 'olivia.window@example.com'

type Started = Awaited<ReturnType<typeof startBookingSite>>

/** A site whose clock the test moves, with the hire terms `changes` and an inbox, ended by `stop()`. */
async function startWindowSite(name: string, changes?: Record<string, unknown>) {
  const clock = fakeClock()
  const content = changes ? hireTermsContent(changes) : undefined
  const mailbox = await startMailbox()
  const booking = await startBookingSite(name, {
    ...clock.env,
    ...content?.env,
    SMTP_URL: mailbox.smtpUrl,
    INQUIRY_NOTIFY_TO: STAFF,
  })
  let hours = 0
  return {
    booking,
    /** The server's and the fake Stripe's clocks, `to` hours after the reservation's time. */
    passHours(to: number) {
      clock.setHours(to)
      booking.stripe.paymentIntents.advance((to - hours) * 3600)
      hours = to
    },
    mails: (to: string, subject: RegExp) =>
      mailbox.mails.filter((mail) => mail.to.includes(to) && subject.test(mail.subject)),
    async stop() {
      await booking.stop()
      await mailbox.close()
      clock.remove()
      content?.remove()
    },
  }
}

let started: Awaited<ReturnType<typeof startWindowSite>> | undefined
test.afterEach(async () => {
  await started?.stop()
  started = undefined
})

/** Reserved from /hire-list, the record Reserved, the receipt and staff's "to accept" sent: nothing left in flight. */
async function reserveAndWait(page: Page, booking: Started, date: string) {
  const flow = reserveFlow(() => booking)
  const sessionId = await flow.reserveFromHireList(page, date, EMAIL)
  const id = await flow.recordOf(EMAIL)
  const staff = staffOf(() => booking.fake)
  await expect.poll(async () => (await staff(id)).Status, { timeout: 20_000 }).toBe('Reserved')
  return { ...flow, sessionId, id, staff }
}

/** A few of the watcher's rounds (QUOTE_POLL_MS is 500 ms on these sites). */
const someRounds = () => new Promise((resolve) => setTimeout(resolve, 2_500))

test("the window passes unanswered with the hire terms' accept: captured, Confirmed, staff told", async ({ page }) => {
  test.setTimeout(150_000)
  started = await startWindowSite('reserve_window_accept')
  const { booking, passHours, mails } = started
  const date = daysAhead(60)
  const { sessionId, id, staff, intentOf, freeChairs } = await reserveAndWait(page, booking, date)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reserved: our team confirms within 48 hours' }),
  ).toBeVisible()
  await expect.poll(() => mails(STAFF, /^New reservation to accept: Olivia Hart/).length).toBe(1)
  const held = await freeChairs(date)

  passHours(47)
  await someRounds()
  expect(intentOf(sessionId)?.status).toBe('requires_capture')
  expect((await staff(id)).Status).toBe('Reserved')

  passHours(49)
  await expect.poll(() => intentOf(sessionId)?.status, { timeout: 20_000 }).toBe('succeeded')
  expect(intentOf(sessionId)).toMatchObject({ amount_received: 16_500 })
  await expect.poll(async () => (await staff(id)).Status, { timeout: 20_000 }).toBe('Confirmed')
  expect((await staff(id))['Deposit Paid']).toBe(165)
  await expect.poll(() => mails(STAFF, /^Reservation accepted: Olivia Hart/).length, { timeout: 20_000 }).toBe(1)
  const [told] = mails(STAFF, /^Reservation accepted: /) as [Mail]
  expect(told.text).toContain('Nobody decided within 48 hours, so the site accepted it, as the hire terms say.')
  expect(told.text).toContain('$165.00 AUD, taken')
  await expect.poll(() => mails(EMAIL, /^Booking confirmed: /).length, { timeout: 20_000 }).toBe(1)
  expect(mails(EMAIL, /^Booking confirmed: /)[0]!.text).toContain('Tax invoice')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible()
  expect(await freeChairs(date)).toBe(held)
  // Accepted once: one capture at Stripe, whatever rounds came after.
  await someRounds()
  expect(booking.stripe.calls.filter((call) => call.path.endsWith('/capture'))).toHaveLength(1)
})

test("the window passes unanswered with the hire terms' decline: the hold cancelled, the couple told kindly", async ({
  page,
}) => {
  test.setTimeout(150_000)
  // Staff chose a 24-hour window, declined when nobody answers.
  started = await startWindowSite('reserve_window_decline', { decisionWindowHours: 24, windowPassedAction: 'decline' })
  const { booking, passHours, mails } = started
  const date = daysAhead(67)
  const before = await reserveFlow(() => booking).freeChairs(date)
  const { sessionId, intentOf, freeChairs } = await reserveAndWait(page, booking, date)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reserved: our team confirms within 24 hours' }),
  ).toBeVisible()
  await expect.poll(() => mails(STAFF, /^New reservation to accept: Olivia Hart/).length).toBe(1)
  expect(mails(STAFF, /^New reservation to accept: /)[0]!.text).toContain('the site declines it')
  await expect.poll(() => freeChairs(date), { timeout: 10_000 }).toBe(before - 40)

  passHours(23)
  await someRounds()
  expect(intentOf(sessionId)?.status).toBe('requires_capture')
  expect(await freeChairs(date)).toBe(before - 40)

  passHours(25)
  await expect.poll(() => intentOf(sessionId)?.status, { timeout: 20_000 }).toBe('canceled')
  expect(intentOf(sessionId)).toMatchObject({ amount_received: 0 })
  await expect.poll(() => freeChairs(date), { timeout: 10_000 }).toBe(before)
  await expect.poll(() => mails(EMAIL, /^About your reservation for /).length, { timeout: 20_000 }).toBe(1)
  const [kind] = mails(EMAIL, /^About your reservation for /) as [Mail]
  expect(kind.text).toContain('Nothing was charged; the hold on your card is released ($165.00)')
  expect(kind.text).toContain(`${booking.front.url}/equipment-hire-inquiry`)
  await expect.poll(() => mails(STAFF, /^Reservation declined: Olivia Hart/).length, { timeout: 20_000 }).toBe(1)
  expect(mails(STAFF, /^Reservation declined: /)[0]!.text).toContain(
    'Nobody decided within 24 hours, so the site declined it, as the hire terms say.',
  )
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'We could not take this booking' })).toBeVisible()
  // Nothing charged, ever: no capture, one cancel.
  expect(booking.stripe.calls.filter((call) => call.path.endsWith('/capture'))).toHaveLength(0)
  expect(booking.stripe.calls.filter((call) => call.path.endsWith('/cancel'))).toHaveLength(1)
})
