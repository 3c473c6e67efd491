import type Stripe from 'stripe'
import { businessDayStart } from '../../lib/time/businessDay.ts'
import { expirePayment, openPayment, payments, type PaymentKind } from '../data/bookingPayments.ts'
import type { Sql } from '../data/sql.ts'

/** Stripe's bounds on a Checkout Session's `expires_at`, less a minute's margin for the request's own time. */
export const SESSION_MIN_MS = 31 * 60_000
export const SESSION_MAX_MS = 23 * 60 * 60_000 + 59 * 60_000
/** A deposit session holds the quote's last pieces from other couples while open (decision 0026): briefly. */
export const DEPOSIT_SESSION_MS = 45 * 60_000

/**
 * When a session may end. A deposit's (one with the quote's `validUntil`) ends within 45 minutes, its
 * hold with it, and at the latest the end of the quote's last valid day (the business's day); a tap
 * after that opens a new one. Never sooner than Stripe allows: a quote with under 31 minutes left gets
 * Stripe's shortest session, the payment it allows having started inside the quote's life.
 */
export function sessionEnd(now: number, validUntil?: string): number {
  const quoteEnd = validUntil ? businessDayStart(validUntil) : null
  const latest = quoteEnd === null ? now + SESSION_MAX_MS : Math.min(quoteEnd + 86_400_000, now + DEPOSIT_SESSION_MS)
  return Math.max(now + SESSION_MIN_MS, Math.min(now + SESSION_MAX_MS, latest))
}

export type PaymentRequest = {
  recordId: string
  kind: PaymentKind
  cents: number
  email: string
  description: string
  acceptance: number | null
  validUntil?: string
  successUrl: string
  cancelUrl: string
  site: string
  /**
   * Final numbers (decision 0033): the change whose difference this pays, a balance to the database; its
   * metadata says `bookingKind: 'change'` (settled by server/change/, never as a plain balance) and it
   * ends as a deposit's does (45 minutes, at most the end of `validUntil`).
   */
  change?: number
}

/**
 * An earlier balance session of the quote could not be expired (Stripe unreachable, or it was paid and its
 * payment is being settled): no second one is opened. The caller answers 503 and the couple tries again.
 */
export class PaymentUnderWay extends Error {}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * A stored open session closed: expired at Stripe now, or found expired there already (its event still to
 * come); either way marked expired here. Throws what Stripe said when it stays payable (paid and not yet
 * settled, or Stripe unreachable).
 */
export async function closeSession(stripe: Stripe, sql: Sql, sessionId: string): Promise<void> {
  try {
    await stripe.checkout.sessions.expire(sessionId)
  } catch (error) {
    const found = await stripe.checkout.sessions.retrieve(sessionId).catch(() => undefined)
    if (found?.status !== 'expired') throw error
  }
  await expirePayment(sql, sessionId)
}

/**
 * One open session of a kind per quote: the others (a second tab, an earlier attempt) are closed at
 * Stripe first, so only the newest can be paid. One that stays payable does not stop a deposit (a second
 * deposit paid is refunded when it settles) but refuses a balance (PaymentUnderWay).
 */
async function expireOthers(stripe: Stripe, sql: Sql, recordId: string, kind: PaymentKind, log: (m: string) => void) {
  for (const open of await payments(sql, recordId, 'open')) {
    if (open.kind !== kind) continue
    try {
      await closeSession(stripe, sql, open.sessionId)
    } catch (error) {
      log(`[booking] could not expire ${open.sessionId} of ${recordId}: ${errorText(error)}`)
      if (kind === 'balance') throw new PaymentUnderWay(`${open.sessionId} of ${recordId} is still payable`)
    }
  }
}

/**
 * Two balance requests at once both made a session; the database stored the other's (one open balance
 * per quote): ours is expired at Stripe and the couple is sent to the stored one, which both can pay once.
 */
async function theOpenBalance(
  stripe: Stripe,
  sql: Sql,
  recordId: string,
  ours: string,
  log: (m: string) => void,
): Promise<{ url: string; sessionId: string }> {
  await stripe.checkout.sessions.expire(ours).catch((error: unknown) => {
    // Left payable, it is stored when paid and refunded as beyond what was due.
    log(`[booking] could not expire the duplicate balance session ${ours} of ${recordId}: ${errorText(error)}`)
  })
  const open = (await payments(sql, recordId, 'open')).find((p) => p.kind === 'balance')
  const stored = open && (await stripe.checkout.sessions.retrieve(open.sessionId))
  if (!stored?.url || stored.status !== 'open') throw new PaymentUnderWay(`no payable balance session of ${recordId}`)
  return { url: stored.url, sessionId: stored.id }
}

/** A Checkout Session in AUD for the amount the server computed, stored before the couple is sent to it. */
export async function openCheckout(
  stripe: Stripe,
  sql: Sql,
  request: PaymentRequest,
  options: { now?: number; log?: (m: string) => void } = {},
): Promise<string> {
  return (await openCheckoutSession(stripe, sql, request, options)).url
}

/** openCheckout's session: its address and its id. */
export async function openCheckoutSession(
  stripe: Stripe,
  sql: Sql,
  request: PaymentRequest,
  { now = Date.now(), log = (m: string) => console.error(m) }: { now?: number; log?: (m: string) => void } = {},
): Promise<{ url: string; sessionId: string }> {
  await expireOthers(stripe, sql, request.recordId, request.kind, log)
  const short = request.kind === 'deposit' || request.change !== undefined
  const expiresAt = sessionEnd(now, short ? request.validUntil : undefined)
  // One line, GST inside the amount as on every Australian price (Stripe Tax, when on, reads tax_behavior).
  const priceData = { currency: 'aud', unit_amount: request.cents, tax_behavior: 'inclusive' as const }
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { ...priceData, product_data: { name: request.description } } }],
    ...(request.email ? { customer_email: request.email } : {}),
    metadata: {
      booking: request.recordId,
      bookingKind: request.change === undefined ? request.kind : 'change',
      ...(request.change === undefined ? {} : { change: String(request.change) }),
      ...(request.acceptance ? { acceptance: String(request.acceptance) } : {}),
      site: request.site,
    },
    expires_at: Math.floor(expiresAt / 1000),
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  })
  if (!session.url) throw new Error('Stripe answered without a checkout address')
  const stored = await openPayment(sql, {
    sessionId: session.id,
    recordId: request.recordId,
    kind: request.kind,
    cents: request.cents,
    acceptance: request.acceptance,
    createdAt: now,
    expiresAt,
  })
  if (!stored && request.kind === 'balance') return theOpenBalance(stripe, sql, request.recordId, session.id, log)
  return { url: session.url, sessionId: session.id }
}
