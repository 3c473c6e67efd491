import { startFakeAirtable, type FakeAirtable } from '@amaranth/fake-airtable'
import { startFakeStripe } from '@amaranth/fake-stripe'
import { expect, type Page } from '@playwright/test'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gotoHydrated } from './checks.ts'
import { startExtraServer } from './extraServer.ts'

export const TABLE = encodeURIComponent('Equipment Hire Requests')
export const BASE = 'appBooking'

/**
 * The site's public address, fixed before the server's port is known: Stripe's return URLs, the quote
 * links and the webhook go here, and it sends each request on to the server (307 keeps a POST a POST).
 */
export async function startFront() {
  let target = ''
  const server: Server = createServer((request, response) => {
    response.writeHead(307, { Location: `${target}${request.url}` })
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    pointAt: (url: string) => void (target = url),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Staff's reads and writes of a record in the fake Airtable, as the Airtable app makes them. */
export const staffOf =
  (fake: () => FakeAirtable) =>
  (id: string, init: { method?: string; fields?: Record<string, unknown> } = {}) =>
    fetch(`${fake().url}/v0/${BASE}/${TABLE}/${id}`, {
      method: init.method ?? (init.fields ? 'PATCH' : 'GET'),
      headers: { Authorization: 'Bearer staff', 'Content-Type': 'application/json' },
      ...(init.fields ? { body: JSON.stringify({ fields: init.fields }) } : {}),
    }).then(async (answer) => {
      expect(answer.status).toBe(200)
      return ((await answer.json()) as { fields: Record<string, unknown> }).fields
    })

/** An inquiry for `chairs` crossback chairs ($10.00 each, 100 in stock) on `date`, delivered in Brisbane metro. */
export const chairsInquiry = (email: string, date: string, chairs: number, tag: string) => ({
  firstName: 'Olivia',
  lastName: 'Hart',
  email,
  phone: '0412345678',
  eventDate: date,
  venue: 'Howard Smith Wharves',
  postcode: '4000',
  message: 'Our wedding reception',
  acceptTerms: true,
  items: [{ productId: 'styling-furniture-2', quantity: chairs }],
  submissionId: `${tag}-${email.replace(/\W/g, '')}-${Date.now()}`,
})

/** Pays the session the page sent us to on the fake's test checkout; back on the quote page after. */
export async function payOnStripe(page: Page, stripeUrl: string, email = 'olivia@example.com') {
  await expect(page).toHaveURL(new RegExp(`^${stripeUrl}/c/pay/cs_test_`))
  const sessionId = page.url().split('/').at(-1)!
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(new RegExp(`/quote/[^?]+\\?paid=`))
  return sessionId
}

/**
 * A booking spec's own site: a production server over the fake Airtable and a fake Stripe of its own
 * (`name` in their secrets), behind the front address Stripe returns to; `stop()` ends them all. `env`
 * adds to the server's environment (an SMTP server, a clock: support/fakeClock.ts).
 */
export async function startBookingSite(name: string, env: Record<string, string> = {}) {
  const webhookSecret = `whsec_e2e_${name}`
  const front = await startFront()
  const [fake, stripe] = await Promise.all([
    startFakeAirtable(),
    startFakeStripe({ webhookUrl: `${front.url}/api/stripe/webhook`, webhookSecret }),
  ])
  const site = await startExtraServer({
    AIRTABLE_TOKEN: 'patBooking',
    AIRTABLE_BASE_ID: BASE,
    AIRTABLE_ENDPOINT_URL: fake.url,
    STRIPE_SECRET_KEY: `sk_test_e2e_${name}`,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stripe.url,
    PUBLIC_SITE_URL: front.url,
    QUOTE_POLL_MS: '500',
    AVAILABILITY_MAX_AGE_MS: '1000',
    ...env,
  })
  front.pointAt(site.url)
  return {
    fake,
    stripe,
    front,
    site,
    async stop() {
      await site.stop()
      await Promise.all([fake.close(), stripe.close(), front.close()])
    },
  }
}

/** A product page's availability words on a date, read again until they match (the snapshot is 1 s old at most). */
export async function expectAvailabilitySays(page: Page, url: string, text: string | RegExp) {
  await expect(async () => {
    await gotoHydrated(page, url)
    await expect(page.locator('[data-availability]').first()).toHaveText(text, { timeout: 3_000 })
  }).toPass({ timeout: 30_000, intervals: [500, 1_000] })
}

/**
 * Sends an inquiry (`body`, with its `email`) to the site and, as staff, sets its record Quoted; resolves
 * with the record id and the path of the Quote Link the site writes under `front`.
 */
export async function quoteInquiry(
  { fake, site, front }: { fake: FakeAirtable; site: { url: string }; front: { url: string } },
  body: { email: string } & Record<string, unknown>,
) {
  const sent = await fetch(`${site.url}/api/equipment-hire-requests`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(sent.status).toBe(201)
  const found = () => fake.received.find((entry) => entry.body.fields.Email === body.email)
  await expect.poll(found).toBeTruthy()
  const { id } = found()!.record
  const staff = staffOf(() => fake)
  await staff(id, { fields: { Status: 'Quoted' } })
  let link = ''
  await expect
    .poll(async () => (link = String((await staff(id))['Quote Link'] ?? '')), { timeout: 20_000 })
    .toMatch(new RegExp(`^${front.url}/quote/[\\w-]+\\.[\\w-]+$`))
  return { id, path: new URL(link).pathname }
}
