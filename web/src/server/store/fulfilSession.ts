import type { SanityClient } from '@sanity/client'
import type Stripe from 'stripe'
import type { Orders } from './orders.ts'
import { productForSale } from './storeCatalogue.ts'

export type Fulfilment =
  | { status: 'fulfilled'; order: number; created: boolean }
  | { status: 'not-ours' | 'unpaid' | 'product-removed' | 'no-email' }

/**
 * A paid Checkout Session becomes an order (stored with its receipt email in one transaction, once per
 * session), whether the webhook or the buyer's return to the success page gets here first. The product is
 * read again from the CMS by `metadata.storeProduct`; the amount is what Stripe says was paid.
 */
export async function fulfilSession(
  session: Stripe.Checkout.Session,
  { sanity, orders }: { sanity: Pick<SanityClient, 'fetch'>; orders: Orders },
): Promise<Fulfilment> {
  const productId = session.metadata?.storeProduct
  if (!productId) return { status: 'not-ours' }
  if (session.payment_status !== 'paid') return { status: 'unpaid' }
  const product = await productForSale(sanity, productId)
  if (!product) return { status: 'product-removed' }
  const email = session.customer_details?.email ?? session.customer_email
  if (!email) return { status: 'no-email' }
  const { id, created } = await orders.fulfil({
    sessionId: session.id,
    storeProduct: product._id,
    product: product.name!,
    file: product.guideFile!,
    email,
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? 'aud',
    site: session.metadata?.site ?? '',
    // A refund (charge.refunded) names the payment, not the session: the order keeps it to be found by it.
    paymentIntent:
      typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? undefined),
  })
  return { status: 'fulfilled', order: id, created }
}
