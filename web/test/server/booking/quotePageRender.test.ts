import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatEventDay } from '../../../src/availability/calendarDay.ts'
import { render } from '../../../src/entry-server.tsx'
import { stopDeliveries } from '../../../src/server/api/formApiFromEnv.ts'
import { createServerApp } from '../../../src/server/app.ts'
import { closeDatabases, databaseFromEnv } from '../../../src/server/data/fromEnv.ts'
import { quoteTokens } from '../../../src/server/data/quoteToken.ts'
import type { Sql } from '../../../src/server/data/sql.ts'
import { createHtmlCache, type HtmlCache } from '../../../src/server/delivery/htmlCache.ts'
import { startPaymentServers } from '../../support/paymentServers.ts'
import { startSiteServer } from '../support/siteServer.ts'
import { daysAhead, quotedLocally, REQUEST, SECRET_KEY, SITE, STAFF, WEBHOOK_SECRET } from './bookingApp.ts'

/**
 * /quote/{token} as the production server assembles it (createServerApp behind the HTML cache, with Stripe,
 * so booking online is on): the first HTML carries the couple's quote, uncached; a bad link is a 404.
 */
let app: Hono
let sql: Sql
let htmlCache: HtmlCache
let servers: Awaited<ReturnType<typeof startPaymentServers>>

beforeAll(async () => {
  servers = await startPaymentServers({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    site: SITE,
    env: () => ({ INQUIRY_NOTIFY_TO: STAFF }),
  })
  const { content, env } = servers
  htmlCache = createHtmlCache({
    render: (request, own) => render({ request, sanity: content.sanity, headTags: '', readQuote: own?.readQuote }),
  })
  app = createServerApp({ content, env, renderPage: htmlCache, htmlCache })
  sql = databaseFromEnv(env).sql
}, 60_000)

afterAll(async () => {
  await stopDeliveries()
  await closeDatabases()
  await servers.close()
})

let couples = 0
/** A quoted request of its own date, so no two tests' chairs meet. */
const quoted = (validUntil = daysAhead(14)) =>
  quotedLocally(sql, { ...REQUEST, 'Date of event': daysAhead(60 + ++couples * 30) }, validUntil)

const page = async (path: string) => {
  const response = await app.request(`http://localhost${path}`)
  return { status: response.status, headers: response.headers, html: await response.text() }
}

const expectPrivate = (headers: Headers, html: string) => {
  expect(headers.get('cache-control')).toBe('no-store')
  expect(headers.get('x-robots-tag')).toBe('noindex')
  expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/)
}

describe('the quote page on the server', () => {
  it("answers an open quote's first HTML with the couple's figures and the accept form; no-store, noindex, never kept", async () => {
    const { token } = await quoted()
    const { status, headers, html } = await page(`/quote/${token}`)
    expect(status).toBe(200)
    expectPrivate(headers, html)
    expect(html).toContain('Hello Charlotte Nguyen, here is our quote for')
    expect(html).toContain('$800.00')
    expect(html).toContain('$240.00')
    expect(html).toContain('Accept and pay deposit')
    expect(html).not.toContain('Loading your quote')
    expect(htmlCache.keys().filter((url) => url.includes('/quote/'))).toEqual([])
  })

  it('says an expired quote has expired in its first HTML', async () => {
    const validUntil = daysAhead(-1)
    const { token } = await quoted(validUntil)
    const { status, headers, html } = await page(`/quote/${token}`)
    expect(status).toBe(200)
    expectPrivate(headers, html)
    expect(html).toContain(`This quote expired on ${formatEventDay(validUntil)}`)
    expect(html).toContain('Ask for a fresh quote')
    expect(html).not.toContain('Accept and pay deposit')
  })

  it('settles a couple back from Stripe before it renders: the first HTML says the booking is confirmed', async () => {
    const { token } = await quoted()
    const accepted = await app.request(`/api/quote/${token}/accept`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fullName: 'Charlotte Nguyen', agreeTerms: true }),
    })
    expect(accepted.status).toBe(200)
    const sessionId = ((await accepted.json()) as { url: string }).url.split('/').at(-1)!
    // Paid on Stripe's page; its webhook has not come (the fake sends none by itself).
    await servers.fake.pay(sessionId, 'charlotte@example.com')
    const { status, headers, html } = await page(`/quote/${token}?paid=deposit&session_id=${sessionId}`)
    expect(status).toBe(200)
    expectPrivate(headers, html)
    expect(html).toContain('Booking confirmed')
    expect(html).toContain('Payment received, thank you.')
    expect(html).not.toContain('Confirming your payment')
  })

  it('answers a tampered, forged or unknown link 404 with the not-found page, uncached', async () => {
    const { token, recordId } = await quoted()
    const links = [
      `${token.slice(0, -2)}xx`,
      quoteTokens('sk_test_other').issue(recordId, 'a'.repeat(24)),
      quoteTokens(SECRET_KEY).issue(recordId, 'b'.repeat(24)),
      'not-a-token',
    ]
    for (const link of links) {
      const { status, headers, html } = await page(`/quote/${link}`)
      expect(status, link).toBe(404)
      expectPrivate(headers, html)
      expect(html).toContain('This quote link is not valid')
    }
  })
})

describe('the quote page without booking online (no Stripe)', () => {
  it('answers every quote link 404', async () => {
    const site = await startSiteServer()
    try {
      const response = await fetch(`${site.origin}/quote/abc.def`)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain('This quote link is not valid')
    } finally {
      await site.close()
    }
  })
})
