import { randomBytes } from 'node:crypto'
import type { FormValue } from './formBody.ts'

/** The parts of a Checkout Session (https://docs.stripe.com/api/checkout/sessions/object) our server reads. */
export type Session = {
  id: string
  object: 'checkout.session'
  mode: 'payment'
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  currency: string
  amount_subtotal: number
  amount_total: number
  customer_email: string | null
  customer_details: { email: string; name: string | null } | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  url: string | null
  created: number
  expires_at: number
  payment_intent: string | null
  livemode: false
}

export type LineItem = {
  id: string
  object: 'item'
  description: string
  quantity: number
  currency: string
  amount_subtotal: number
  amount_total: number
  price: { id: string; object: 'price'; currency: string; unit_amount: number; product: string }
}

export class StripeInputError extends Error {
  readonly param?: string
  /** Stripe's error code, when it names one (`amount_too_small`). */
  readonly code?: string
  constructor(message: string, param?: string, code?: string) {
    super(message)
    this.param = param
    this.code = code
  }
}

/** Stripe's minimum charge per currency, in the currency's smallest unit (AUD: A$0.50). */
const MINIMUM_CHARGE: Record<string, number> = { aud: 50 }

export const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`

const text = (value: FormValue | undefined, param: string, required = true): string => {
  if (typeof value === 'string' && value.length) return value
  if (required) throw new StripeInputError(`Missing required param: ${param}.`, param)
  return ''
}

/** `expires_at` as Stripe takes it: 30 minutes to 24 hours after creation (24 hours when not given). */
function expiresAt(value: FormValue | undefined, created: number): number {
  if (value === undefined) return created + 24 * 3600
  const at = Number(value)
  if (!Number.isInteger(at) || at < created + 30 * 60 - 5 || at > created + 24 * 3600 + 5)
    throw new StripeInputError(
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from now.',
      'expires_at',
    )
  return at
}

/** The session expired (`POST /v1/checkout/sessions/{id}/expire`): only an open one can be, as Stripe says. */
export function expireSession(session: Session): Session {
  if (session.status !== 'open')
    throw new StripeInputError('Only Checkout Sessions with a status in ["open"] can be expired.')
  return { ...session, status: 'expired', url: null }
}

/** A session from `POST /v1/checkout/sessions`'s parameters, refused as Stripe would when one is missing. */
export function createSession(params: Record<string, FormValue>, payUrl: (id: string) => string) {
  if (params.mode !== 'payment') throw new StripeInputError('This fake supports mode=payment only.', 'mode')
  const items = params.line_items
  if (!Array.isArray(items) || !items.length)
    throw new StripeInputError('Missing required param: line_items.', 'line_items')
  const id = stripeId('cs')
  const lineItems: LineItem[] = items.map((raw, index) => {
    const item = raw as Record<string, FormValue>
    const priceData = (item.price_data ?? {}) as Record<string, FormValue>
    const productData = (priceData.product_data ?? {}) as Record<string, FormValue>
    const param = `line_items[${index}][price_data]`
    const unitAmount = Number(text(priceData.unit_amount, `${param}[unit_amount]`))
    if (!Number.isInteger(unitAmount) || unitAmount < 0)
      throw new StripeInputError('Invalid integer.', `${param}[unit_amount]`)
    const quantity = Number(text(item.quantity, `line_items[${index}][quantity]`))
    const currency = text(priceData.currency, `${param}[currency]`).toLowerCase()
    return {
      id: stripeId('li'),
      object: 'item',
      description: text(productData.name, `${param}[product_data][name]`),
      quantity,
      currency,
      amount_subtotal: unitAmount * quantity,
      amount_total: unitAmount * quantity,
      price: { id: stripeId('price'), object: 'price', currency, unit_amount: unitAmount, product: stripeId('prod') },
    }
  })
  const total = lineItems.reduce((sum, line) => sum + line.amount_total, 0)
  const minimum = MINIMUM_CHARGE[lineItems[0]!.currency] ?? 0
  if (total < minimum)
    throw new StripeInputError(
      `The Checkout Session's total amount due must add up to at least $${(minimum / 100).toFixed(2)} ${lineItems[0]!.currency}`,
      undefined,
      'amount_too_small',
    )
  const successUrl = text(params.success_url, 'success_url').replace('{CHECKOUT_SESSION_ID}', id)
  const created = Math.floor(Date.now() / 1000)
  const session: Session = {
    id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    currency: lineItems[0]!.currency,
    amount_subtotal: total,
    amount_total: total,
    customer_email: text(params.customer_email, 'customer_email', false) || null,
    customer_details: null,
    metadata: Object.fromEntries(
      Object.entries((params.metadata ?? {}) as Record<string, FormValue>).map(([key, value]) => [key, String(value)]),
    ),
    success_url: successUrl,
    cancel_url: text(params.cancel_url, 'cancel_url'),
    url: payUrl(id),
    created,
    expires_at: expiresAt(params.expires_at, created),
    payment_intent: null,
    livemode: false,
  }
  return { session, lineItems }
}

/** The session once the test "Pay" button was pressed with `email`. */
export function paySession(session: Session, email: string): Session {
  return {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    customer_details: { email, name: null },
    payment_intent: stripeId('pi'),
    url: null,
  }
}
