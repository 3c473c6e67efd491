import type { SanityClient } from '@sanity/client'
import { Hono } from 'hono'
import type Stripe from 'stripe'
import { toCents } from '../../pricing/money.ts'
import { limitBody } from '../api/parseJsonBody.ts'
import { productForSale, STORE_PRODUCT_ID } from './storeCatalogue.ts'
import { readStoreForm, type StoreAnswer } from './storeForm.ts'

export type CheckoutOptions = {
  sanity: Pick<SanityClient, 'fetch'>
  /** Undefined without STRIPE_SECRET_KEY: the CMS's purchase link stands in. */
  stripe?: Stripe
  /** PUBLIC_SITE_URL (store/siteOrigin.ts): Stripe sends the buyer back there; present whenever `stripe` is. */
  origin?: string
}

/**
 * POST /api/store/checkout with `storeProduct` (the store's form, or JSON): a Stripe Checkout Session in AUD
 * for that product at the CMS's price and name (never the browser's), and the buyer sent to it. A form
 * gets redirects (to Stripe, or back to /store with what went wrong); JSON gets `{url}` or an error.
 */
export function createCheckoutRoute({ sanity, stripe, origin }: CheckoutOptions) {
  if (stripe && !origin) throw new Error('a checkout through Stripe needs the site origin (PUBLIC_SITE_URL)')
  const app = new Hono()
  app.post('/api/store/checkout', limitBody(4 * 1024), async (c) => {
    const form = await readStoreForm(c)
    if (!form.ok) return form.response
    const answer: StoreAnswer = form.answer
    const id = form.fields.storeProduct
    if (typeof id !== 'string' || !STORE_PRODUCT_ID.test(id)) {
      return answer.invalid({ storeProduct: 'Choose a guide from the store.' })
    }
    let product
    try {
      product = await productForSale(sanity, id)
    } catch {
      return answer.failed('/store?checkout=failed', 503, 'The store cannot be reached. Please try again shortly.')
    }
    if (!product) return answer.failed('/store?checkout=unavailable', 404, 'That guide is no longer for sale.')
    if (!stripe) {
      if (product.purchaseUrl) return answer.redirect(product.purchaseUrl)
      return answer.failed('/store?checkout=unavailable', 404, 'That guide is not for sale online yet.')
    }
    const site = origin!
    try {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'aud',
              unit_amount: toCents(product.price!),
              // Australian prices are shown with GST in them; Stripe Tax, when on, reads this.
              tax_behavior: 'inclusive',
              product_data: { name: product.name!, description: product.description ?? undefined },
            },
          },
        ],
        metadata: { storeProduct: product._id, site },
        success_url: `${site}/api/store/complete?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${site}/store?checkout=cancelled`,
      })
      if (!session.url) throw new Error('Stripe answered without a checkout address')
      return answer.redirect(session.url)
    } catch (error) {
      console.error(
        `[store] checkout for ${product._id} failed: ${error instanceof Error ? error.message : String(error)}`,
      )
      return answer.failed('/store?checkout=failed', 503, 'The checkout could not be opened. Please try again shortly.')
    }
  })
  return app
}
