import { LINK_SENT_MESSAGE } from '../../lib/format/storeWording.ts'

/** What /store says after a round trip: a checkout cancelled or failed, a fresh link asked for. */
export type StoreSearch = { checkout?: 'cancelled' | 'failed' | 'unavailable'; link?: 'sent' }

const CHECKOUT = new Set(['cancelled', 'failed', 'unavailable'])

export function validateStoreSearch(search: Record<string, unknown>): StoreSearch {
  const checkout = typeof search.checkout === 'string' && CHECKOUT.has(search.checkout) ? search.checkout : undefined
  return {
    ...(checkout ? { checkout: checkout as StoreSearch['checkout'] } : {}),
    ...(search.link === 'sent' ? { link: 'sent' as const } : {}),
  }
}

export const STORE_NOTICES = {
  cancelled: 'Your checkout was cancelled and nothing was charged.',
  failed: 'We could not open the checkout just now. Nothing was charged; please try again in a moment.',
  unavailable: 'That guide is not for sale at the moment. Please choose another or contact us.',
  sent: LINK_SENT_MESSAGE,
} as const
