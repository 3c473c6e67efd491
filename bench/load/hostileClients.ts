import { setTimeout as sleep } from 'node:timers/promises'
import { attackerAddress } from './visitors.ts'

/** The nested query that froze the site (issue: bound the cost of every public request). */
const COSTLY_QUERY = '*[]{"a":*[]{"b":*[]{_id}}}'
const QUERY_PATH = '/cms/v2025-02-19/data/query/production'

export type HostileOptions = {
  /** Distinct attacking addresses. */
  clients: number
  /** Requests each client keeps in flight. */
  inFlight: number
  /** An image the site serves (`/cms/images/…`), to ask for in costly variants. */
  imagePath: string
  /** Paid Checkout Sessions whose success URL the clients replay (storeSessions.ts). */
  sessionIds: readonly string[]
}

/** Answers the hostile clients got, by kind of request and status. */
export type HostileTally = { requests: number; byKind: Record<string, Record<string, number>> }

type Attack = { kind: string; path: string; init?: RequestInit }

/** The success URL answers with a redirect: counted as the 303 (or 429) it is, not followed. */
const MANUAL: RequestInit = { redirect: 'manual' }

/** A Checkout Session event of a real event's size (a few KB), for the forged webhooks. */
const FORGED_EVENT = JSON.stringify({
  id: 'evt_forged',
  object: 'event',
  type: 'checkout.session.completed',
  data: {
    object: {
      id: 'cs_forged',
      payment_status: 'paid',
      metadata: { storeProduct: 'storeProduct.wedding-guide' },
      padding: 'x'.repeat(3000),
    },
  },
})

/** Made-up session ids the clients cycle through: each is new to Stripe once, then a replay. */
const MADE_UP_SESSIONS = 64

/** How many kinds of request `attack` cycles through, one per case. */
const ATTACK_KINDS = 9

/**
 * The costliest requests we know: a cross-product query (GET and POST), uncacheable image variants, and
 * the store's doors: forged Stripe webhooks (a made-up signature over a full-size event), guessed
 * download tokens (issue #24), replays of Stripe's success URL with real and made-up session ids,
 * each of which could cost a Stripe call (issue #30), and guessed quote links (issue 31), which must
 * cost neither a database nor an Airtable read; and a page with a new query string each time, a
 * param no route reads, which the HTML cache answers from its one page (docs/decisions/0004).
 */
function attack(sequence: number, { imagePath, sessionIds }: Pick<HostileOptions, 'imagePath' | 'sessionIds'>): Attack {
  switch (sequence % ATTACK_KINDS) {
    case 8:
      return { kind: 'new page address', path: `/hire-range?v=${sequence}` }
    case 7: {
      // A quote link's shape (server/data/quoteToken.ts) with a made-up signature: refused before any read.
      const guess = Buffer.from(`rec${String(sequence).padStart(14, '0')}.${'0'.repeat(24)}`).toString('base64url')
      return { kind: 'quote token guess', path: `/api/quote/${guess}.${'A'.repeat(43)}` }
    }
    case 5:
    case 6: {
      // Without real sessions, every replay is of a made-up id.
      const real = sequence % ATTACK_KINDS === 5 && sessionIds.length > 0
      const round = Math.floor(sequence / ATTACK_KINDS)
      const id = real ? sessionIds[round % sessionIds.length] : `cs_test_made_up_${round % MADE_UP_SESSIONS}`
      return {
        kind: `success URL replay (${real ? 'real' : 'made-up'} id)`,
        path: `/api/store/complete?session_id=${id}`,
        init: MANUAL,
      }
    }
    case 3:
      return {
        kind: 'forged webhook',
        path: '/api/stripe/webhook',
        init: {
          method: 'POST',
          body: FORGED_EVENT,
          headers: {
            'content-type': 'application/json',
            'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${sequence.toString(16).padStart(64, '0')}`,
          },
        },
      }
    case 4: {
      const guess = Buffer.from(`${sequence}.wedding-guide.pdf.${Date.now() + 1e8}.${'0'.repeat(16)}`).toString(
        'base64url',
      )
      return { kind: 'download token guess', path: `/api/downloads/${guess}.${'A'.repeat(43)}` }
    }
    case 0:
      return { kind: 'costly query (GET)', path: `${QUERY_PATH}?query=${encodeURIComponent(COSTLY_QUERY)}` }
    case 1:
      return {
        kind: 'costly query (POST)',
        path: QUERY_PATH,
        init: {
          method: 'POST',
          body: JSON.stringify({ query: COSTLY_QUERY }),
          headers: { 'content-type': 'application/json' },
        },
      }
    default: {
      const base = imagePath.split('?')[0]
      // A new width and quality each time, the largest output asked for: every one a cache miss.
      const width = 1000 + (sequence % 2000)
      return {
        kind: 'oversized image',
        path: `${base}?w=${width}&h=${width}&fit=scale&dpr=3&blur=2000&q=${1 + (sequence % 100)}&fm=png`,
      }
    }
  }
}

/**
 * A few clients sending the costliest requests back to back for as long as they run, alongside the
 * normal traffic whose latency the load test measures. Stops when `stop()` is called.
 */
/** Client n sends to origins[n % origins.length]: with several instances, the attack reaches each. */
export function startHostileClients(origins: readonly string[], { clients, inFlight, ...targets }: HostileOptions) {
  const tally: HostileTally = { requests: 0, byKind: {} }
  let running = true
  let sequence = 0

  async function loop(client: number) {
    while (running) {
      const { kind, path, init } = attack(sequence++, targets)
      let status: string
      try {
        const response = await fetch(origins[client % origins.length]! + path, {
          ...init,
          headers: { ...init?.headers, 'x-forwarded-for': attackerAddress(client) },
          signal: AbortSignal.timeout(15_000),
        })
        await response.arrayBuffer()
        status = String(response.status)
      } catch (error) {
        status = error instanceof Error ? error.name : 'error'
        await sleep(50)
      }
      tally.requests += 1
      const counts = (tally.byKind[kind] ??= {})
      counts[status] = (counts[status] ?? 0) + 1
    }
  }

  const loops = Array.from({ length: clients * inFlight }, (_, n) => loop(n % clients))
  return {
    stop: async (): Promise<HostileTally> => {
      running = false
      await Promise.all(loops)
      return tally
    },
  }
}
