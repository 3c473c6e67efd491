import { createHmac } from 'node:crypto'

/**
 * A `Stripe-Signature` header as Stripe signs a webhook: `t={unix seconds},v1={HMAC-SHA256 of "t.body"}`
 * with the endpoint's signing secret (https://docs.stripe.com/webhooks#verify-manually).
 */
export function stripeSignature(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${v1}`
}
