import type Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { oncePerKey, sessionLookups } from '../../../src/server/store/sessionLookups.ts'

/** A Stripe client whose `checkout.sessions.retrieve` knows `known` and counts every call. */
function stripeKnowing(known: string[]) {
  const asked: string[] = []
  const stripe = {
    checkout: {
      sessions: {
        retrieve: async (id: string) => {
          asked.push(id)
          await new Promise((resolve) => setTimeout(resolve, 5))
          if (known.includes(id)) return { id }
          throw Object.assign(new Error(`No such checkout.session: '${id}'`), { statusCode: 404 })
        },
      },
    },
  } as unknown as Stripe
  return { stripe, asked }
}

describe('sessionLookups', () => {
  it('remembers made-up ids up to its bound, forgetting the oldest first', async () => {
    const { stripe, asked } = stripeKnowing([])
    const lookups = sessionLookups(stripe, 3)
    for (const id of ['cs_a', 'cs_b', 'cs_c', 'cs_d']) expect(await lookups.retrieve(id)).toBeUndefined()
    expect(lookups.unknownCount).toBe(3)
    await lookups.retrieve('cs_d')
    await lookups.retrieve('cs_b')
    expect(asked).toEqual(['cs_a', 'cs_b', 'cs_c', 'cs_d'])
    await lookups.retrieve('cs_a')
    expect(asked.at(-1)).toBe('cs_a')
  })

  it('asks again about a real session (a payment still clearing is asked about on the next visit)', async () => {
    const { stripe, asked } = stripeKnowing(['cs_real'])
    const lookups = sessionLookups(stripe)
    expect(await lookups.retrieve('cs_real')).toEqual({ id: 'cs_real' })
    expect(await lookups.retrieve('cs_real')).toEqual({ id: 'cs_real' })
    expect(asked).toEqual(['cs_real', 'cs_real'])
  })
})

describe('oncePerKey', () => {
  it('shares one run among concurrent callers of a key, and runs again once it has settled', async () => {
    const once = oncePerKey<number>()
    let runs = 0
    const work = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return ++runs
    }
    expect(await Promise.all([once('a', work), once('a', work), once('b', work)])).toEqual([1, 1, 2])
    expect(await once('a', work)).toBe(3)
  })
})
