#!/usr/bin/env node
/**
 * The fake Stripe as a process of its own, for the e2e suite's webServer: `fake-stripe`
 * (FAKE_STRIPE_PORT, default 6273; FAKE_STRIPE_WEBHOOK_URL and FAKE_STRIPE_WEBHOOK_SECRET for the webhook).
 */
import { startFakeStripe } from './server.ts'

const fake = await startFakeStripe({
  port: Number(process.env.FAKE_STRIPE_PORT ?? 6273),
  webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL,
  webhookSecret: process.env.FAKE_STRIPE_WEBHOOK_SECRET,
})
console.log(`Fake Stripe on ${fake.url}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)))
