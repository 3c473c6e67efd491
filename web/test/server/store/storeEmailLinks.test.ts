import { describe, expect, it } from 'vitest'
import { readServerEnv } from '../../../src/server/env.ts'
import { storeEmailTarget } from '../../../src/server/store/storeEmailTarget.ts'
import { freshLinkRow, keptMail, ORDER, receiptRow, SELLER, tokens } from './storeEmailFixtures.ts'
import { startStore } from './storeApp.ts'

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }

describe('PUBLIC_SITE_URL with Stripe', () => {
  it('is required at start, and the message names it', () => {
    expect(() => readServerEnv(STRIPE)).toThrow(/PUBLIC_SITE_URL/)
    expect(() => readServerEnv({ ...STRIPE, PUBLIC_SITE_URL: '' })).toThrow(/PUBLIC_SITE_URL.*STRIPE_SECRET_KEY/)
    expect(readServerEnv({ ...STRIPE, PUBLIC_SITE_URL: 'https://shop.test/x' }).PUBLIC_SITE_URL).toBe(
      'https://shop.test',
    )
    // Without Stripe nothing leaves the site with a link of ours: the CMS's address serves canonical URLs.
    expect(readServerEnv({}).PUBLIC_SITE_URL).toBeUndefined()
  })

  it('is where Stripe sends the buyer back, whatever Host the checkout request named', async () => {
    const store = await startStore({ TRUST_PROXY: 'true' })
    try {
      const answer = await store.app.request('http://evil.test/api/store/checkout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'http', Host: 'evil.test' },
        body: JSON.stringify({ storeProduct: 'storeProduct.wedding-guide' }),
      })
      const { url } = (await answer.json()) as { url: string }
      const session = store.fake.sessions.get(url.split('/').at(-1)!)!
      expect(session.success_url).toMatch(/^https:\/\/shop\.test\/api\/store\/complete\?/)
      expect(session.cancel_url).toBe('https://shop.test/store?checkout=cancelled')
      expect(JSON.stringify(session)).not.toContain('evil.test')
    } finally {
      await store.close()
    }
  }, 30_000)
})

describe('the links in the store emails', () => {
  it('are on PUBLIC_SITE_URL, never the origin the order was paid on', async () => {
    const { sent, mailer } = keptMail()
    const target = storeEmailTarget({
      mailer,
      tokens,
      order: async () => ORDER,
      seller: async () => SELLER,
      publicOrigin: 'https://shop.test',
    })
    await target.deliver(receiptRow)
    await target.deliver(freshLinkRow)
    expect(sent).toHaveLength(2)
    for (const email of sent) {
      const links = [...`${email.text}\n${email.html}`.matchAll(/https?:\/\/[^\s"<)]+/g)].map((match) => match[0])
      expect(links.length, email.subject).toBeGreaterThanOrEqual(2)
      for (const link of links) expect(new URL(link).origin, link).toBe('https://shop.test')
      expect(email.text).toContain('https://shop.test/store')
    }
  })
})
