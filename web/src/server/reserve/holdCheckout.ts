import { formatEventDay } from '../../availability/calendarDay.ts'
import { quoteFigures } from '../../booking/amounts.ts'
import { businessToday } from '../../lib/time/businessDay.ts'
import { DEPOSIT_SESSION_MS } from '../booking/checkoutSession.ts'
import { quoteLines } from '../booking/quoteRecord.ts'
import { recordAcceptance } from '../data/bookings.ts'
import { openPayment } from '../data/bookingPayments.ts'
import type { ReserveDeps, ReserveRequest } from './reserveDeps.ts'
import { setSession } from './reservations.ts'

export type HoldCheckout = {
  recordId: string
  /** The quote page the couple returns to. */
  page: string
  request: ReserveRequest
  evidence: { ip: string | null; userAgent: string | null }
  /** The reservation's Items text, as held. */
  items: string
  totalCents: number
  depositCents: number
  at: number
}

/**
 * The couple's acceptance stored with its evidence, and the Checkout Session that only authorises the
 * deposit (`capture_method: manual`, decision 0032), stored as the quote's deposit payment: answers the
 * address of Stripe's page. Throws when Stripe cannot open it; the caller then lets the hold go.
 */
export async function openHoldCheckout(
  deps: Pick<ReserveDeps, 'sql' | 'stripe' | 'site' | 'settings'>,
  { recordId, page, request, evidence, items, totalCents, depositCents, at }: HoldCheckout,
): Promise<string> {
  const acceptance = await recordAcceptance(deps.sql, {
    recordId,
    fullName: request.fullName,
    acceptedAt: at,
    ip: evidence.ip,
    userAgent: evidence.userAgent,
    termsVersion: request.termsVersion ?? null,
    figures: {
      ...quoteFigures(
        { lines: quoteLines(items), totalCents: totalCents, eventDate: request.eventDate },
        await deps.settings(),
        businessToday(at),
      ),
      // The deposit held is the figure the hire list showed and the session holds.
      depositCents: depositCents,
      balanceCents: totalCents - depositCents,
      eventDate: request.eventDate,
      request: { name: `${request.firstName} ${request.lastName}`, items, postcode: request.postcode || undefined },
    },
  })
  const session = await deps.stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'aud',
          unit_amount: depositCents,
          tax_behavior: 'inclusive',
          product_data: { name: `Deposit held for equipment hire, ${formatEventDay(request.eventDate)}` },
        },
      },
    ],
    payment_intent_data: { capture_method: 'manual' },
    customer_email: request.email,
    metadata: {
      booking: recordId,
      bookingKind: 'deposit',
      reservation: recordId,
      acceptance: String(acceptance),
      site: deps.site,
    },
    expires_at: Math.floor((at + DEPOSIT_SESSION_MS) / 1000),
    success_url: `${page}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${deps.site}/reserve`,
  })
  if (!session.url) throw new Error('Stripe answered without a checkout address')
  await openPayment(deps.sql, {
    sessionId: session.id,
    recordId,
    kind: 'deposit',
    cents: depositCents,
    acceptance,
    createdAt: at,
    expiresAt: at + DEPOSIT_SESSION_MS,
  })
  await setSession(deps.sql, recordId, session.id)
  return session.url
}
