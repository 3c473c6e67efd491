import { startFakeStripe, type FakeStripe } from '../../testing/fake-stripe/src/server.ts'
import { visitorAddress } from './visitors.ts'

/** What the fake Stripe was asked about Checkout Sessions by id over a run (issue #30: once per id at most). */
export type StripeSessionCalls = {
  calls: number
  distinctSessions: number
  maxPerSession: number
  /** The real paid sessions the hostile clients replayed, of `distinctSessions`. */
  realSessions: number
}

/** The fake Stripe the load run's server sells through: no webhook, so only the success URL fulfils. */
export const startLoadStripe = () => startFakeStripe()

/**
 * `count` sessions opened through our checkout and paid on the fake's page, whose buyers never came back:
 * their success URLs are the real ids the hostile clients replay.
 */
export async function paidSessions(origin: string, fake: FakeStripe, count: number): Promise<string[]> {
  const ids: string[] = []
  for (let n = 0; n < count; n++) {
    const answer = await fetch(`${origin}/api/store/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress(60_000 + n) },
      body: JSON.stringify({ storeProduct: 'storeProduct.wedding-guide' }),
    })
    if (!answer.ok) throw new Error(`checkout for the load run answered ${answer.status}`)
    const id = ((await answer.json()) as { url: string }).url.split('/').at(-1)!
    await fake.pay(id, `load.${n}@example.com`)
    ids.push(id)
  }
  return ids
}

/** The session retrievals among the fake's calls since `from` (an index into `fake.calls`). */
export function sessionCalls(fake: FakeStripe, realIds: readonly string[], from = 0): StripeSessionCalls {
  const perSession = new Map<string, number>()
  for (const call of fake.calls.slice(from)) {
    const match = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(call.path)
    if (call.method === 'GET' && match) perSession.set(match[1]!, (perSession.get(match[1]!) ?? 0) + 1)
  }
  const counts = [...perSession.values()]
  return {
    calls: counts.reduce((sum, count) => sum + count, 0),
    distinctSessions: perSession.size,
    maxPerSession: Math.max(0, ...counts),
    realSessions: realIds.filter((id) => perSession.has(id)).length,
  }
}
