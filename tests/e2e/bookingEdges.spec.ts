import { startFakeAirtable, type FakeAirtable } from '@amaranth/fake-airtable'
import { startFakeStripe, stripeSignature, type FakeStripe } from '@amaranth/fake-stripe'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { gotoHydrated, saveScreenshot } from './support/checks.ts'
import { startExtraServer, type ExtraServer } from './support/extraServer.ts'

/**
 * The booking's edges (issue 52) against a fake Airtable and a fake Stripe of this spec's own. The fake
 * sends no webhook itself: the spec posts each event when Stripe would (late, after a cancel; twice), as
 * its retries do. A booking paid after staff cancelled it is refunded in full and stays Cancelled; two
 * "Pay balance" taps at once open one payable page, and a balance that lands twice anyway is refunded for
 * the excess, the page showing it.
 */

const TABLE = encodeURIComponent('Equipment Hire Requests')
const BASE = 'appBookingEdges'
const WEBHOOK_SECRET = 'whsec_e2e_booking_edges'
const TOTAL = 680
const DEPOSIT = 204

const inquiry = (email: string, eventDate: string) => ({
  firstName: 'Mia',
  lastName: 'Chen',
  email,
  phone: '0412345678',
  eventDate,
  venue: 'Howard Smith Wharves',
  postcode: '4000',
  message: 'Our wedding reception',
  acceptTerms: true,
  items: [{ productId: 'styling-furniture-2', quantity: 80 }],
  submissionId: `edges-${email.replace(/\W/g, '')}-${Date.now()}`,
})

let fake: FakeAirtable
let stripe: FakeStripe
let server: ExtraServer
let site = ''

const staff = async (id: string, fields?: Record<string, unknown>) => {
  const answer = await fetch(`${fake.url}/v0/${BASE}/${TABLE}/${id}`, {
    method: fields ? 'PATCH' : 'GET',
    headers: { Authorization: 'Bearer staff', 'Content-Type': 'application/json' },
    ...(fields ? { body: JSON.stringify({ fields }) } : {}),
  })
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { fields: Record<string, unknown> }).fields
}

/** Stripe's (late) delivery of one of the fake's events to the site's webhook. */
async function deliver(type: string, sessionId: string) {
  const event = stripe.events.findLast((sent) => sent.type === type && sent.sessionId === sessionId)
  expect(event, `${type} of ${sessionId}`).toBeTruthy()
  const answer = await fetch(`${site}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': stripeSignature(event!.body, WEBHOOK_SECRET) },
    body: event!.body,
  })
  expect(answer.status).toBe(200)
  return (await answer.json()) as { settled?: string; refunded?: string }
}

/** An inquiry set Quoted by staff, its quote's path once the site wrote the link into the record. */
async function quoted(email: string, eventDate: string) {
  const sent = await fetch(`${site}/api/equipment-hire-requests`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(inquiry(email, eventDate)),
  })
  expect(sent.status).toBe(201)
  await expect.poll(() => fake.received.find((entry) => entry.body.fields.Email === email)).toBeTruthy()
  const { id } = fake.received.find((entry) => entry.body.fields.Email === email)!.record
  await staff(id, { Status: 'Quoted', 'Total Cost': TOTAL })
  let link = ''
  await expect
    .poll(async () => (link = String((await staff(id))['Quote Link'] ?? '')), { timeout: 20_000 })
    .toMatch(/\/quote\/[\w-]+\.[\w-]+$/)
  return { id, path: new URL(link).pathname }
}

/** The couple accepts on the page and lands on the fake's checkout; the session's id. */
async function acceptOnPage(page: Page, path: string) {
  await gotoHydrated(page, `${site}${path}`)
  await page.getByRole('textbox', { name: 'Full name' }).fill('Mia Chen')
  await page.getByRole('checkbox', { name: /hire terms/ }).check()
  await page.getByRole('button', { name: 'Accept and pay deposit' }).click()
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`))
  return page.url().split('/').at(-1)!
}

const payments = (page: Page) => page.getByRole('region', { name: 'Your payments' })

test.describe('booking online at its edges', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    ;[fake, stripe] = await Promise.all([startFakeAirtable(), startFakeStripe({ webhookSecret: WEBHOOK_SECRET })])
    server = await startExtraServer({
      AIRTABLE_TOKEN: 'patBookingEdges',
      AIRTABLE_BASE_ID: BASE,
      AIRTABLE_ENDPOINT_URL: fake.url,
      STRIPE_SECRET_KEY: 'sk_test_e2e_booking_edges',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      // The quote links' and Stripe's return address: the spec pays in Node and opens links by their path.
      PUBLIC_SITE_URL: 'https://edges.example',
      QUOTE_POLL_MS: '500',
    })
    site = server.url
  })
  test.afterAll(async () => {
    await server?.stop()
    await Promise.all([fake?.close(), stripe?.close()])
  })

  test('paid after staff cancelled: refunded in full, the page says so, Status stays Cancelled', async ({
    page,
  }, testInfo) => {
    const { id, path } = await quoted('mia.cancelled@example.com', '2027-10-02')
    const sessionId = await acceptOnPage(page, path)
    // The couple paid at Stripe; its webhook is late (the site was busy), and they closed the tab.
    await stripe.pay(sessionId, 'mia@example.com')
    await staff(id, { Status: 'Cancelled' })
    await expect(async () => {
      await gotoHydrated(page, `${site}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This booking was cancelled', { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })

    expect((await deliver('checkout.session.completed', sessionId)).settled).toBe('cancelled')
    await expect
      .poll(() => stripe.events.some((e) => e.type === 'charge.refunded' && e.sessionId === sessionId))
      .toBe(true)
    await gotoHydrated(page, `${site}${path}`)
    await expect(payments(page)).toContainText('Being refunded to your card')
    await expect(payments(page)).toContainText(`$${DEPOSIT}.00`)
    expect((await deliver('charge.refunded', sessionId)).refunded).toBe('deposit')
    await gotoHydrated(page, `${site}${path}`)
    await expect(payments(page)).toContainText('Refunded to your card')
    await expect(page.getByRole('button', { name: /Pay|Accept/ })).toHaveCount(0)
    await saveScreenshot(page, testInfo, 'booking-cancelled-refunded')
    const record = await staff(id)
    expect(record.Status).toBe('Cancelled')
    expect(record['Deposit Paid']).toBeUndefined()
  })

  test('two "Pay balance" taps at once open one payable page; a balance landing twice is refunded for the excess', async ({
    page,
    browser,
  }) => {
    const { id, path } = await quoted('mia.balance@example.com', '2027-10-09')
    const deposit = await acceptOnPage(page, path)
    await stripe.pay(deposit, 'mia@example.com')
    expect((await deliver('checkout.session.completed', deposit)).settled).toBe('paid')

    // Two devices tap "Pay balance" at the same moment.
    const devices = await Promise.all([1, 2].map(() => phone(browser)))
    await Promise.all(devices.map((device) => gotoHydrated(device, `${site}${path}`)))
    await Promise.all(devices.map((device) => device.getByRole('button', { name: 'Pay balance' }).click()))
    await Promise.all(devices.map((device) => expect(device).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`))))
    const balances = [...stripe.sessions.values()].filter(
      (s) => s.metadata.booking === id && s.metadata.bookingKind === 'balance',
    )
    expect(balances.filter((s) => s.status === 'open')).toHaveLength(1)
    const payable = balances.find((s) => s.status === 'open')!.id
    await Promise.all(devices.map((device) => device.context().close()))

    // One more that Stripe would not let the site expire (a network fault): both get paid.
    const rogue = await fetch(`${stripe.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_x', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'aud',
        'line_items[0][price_data][unit_amount]': String((TOTAL - DEPOSIT) * 100),
        'line_items[0][price_data][product_data][name]': 'Balance for equipment hire',
        'metadata[booking]': id,
        'metadata[bookingKind]': 'balance',
        success_url: `${site}${path}`,
        cancel_url: `${site}${path}`,
      }).toString(),
    }).then(async (answer) => ((await answer.json()) as { id: string }).id)
    await stripe.pay(payable, 'mia@example.com')
    await stripe.pay(rogue, 'mia@example.com')
    expect((await deliver('checkout.session.completed', payable)).settled).toBe('paid')
    expect((await deliver('checkout.session.completed', rogue)).settled).toBe('overpaid')

    await expect.poll(() => stripe.events.some((e) => e.type === 'charge.refunded' && e.sessionId === rogue)).toBe(true)
    await gotoHydrated(page, `${site}${path}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Paid in full' })).toBeVisible()
    // Paid by card in all: the deposit and the balance twice; the second balance being refunded.
    await expect(payments(page)).toContainText('Being refunded to your card$476.00')
    await expect(payments(page)).toContainText('Paid by card in all$1,156.00')
    await deliver('charge.refunded', rogue)
    await gotoHydrated(page, `${site}${path}`)
    await expect(payments(page)).toContainText('Refunded to your card')
    await expect.poll(async () => (await staff(id))['Balance Paid']).toBe(TOTAL - DEPOSIT)
  })
})

/** A second device: a context of its own, so its page shares nothing with the couple's first. */
async function phone(browser: Browser) {
  const context = await browser.newContext()
  return context.newPage()
}
