const MINUTE_MS = 60_000

/**
 * Time charged to the client whose request cost the server work (an image transform, a page render),
 * in fixed one-minute windows. Counts cost, not requests: what a cache already holds is free, so only
 * a client that keeps asking for new work runs out. Memory: one entry per client seen in the last
 * minute, swept when there are many.
 */
export function createClientTimeBudget(msPerMinute: number, now = () => performance.now()) {
  const spent = new Map<string, { windowStart: number; ms: number }>()
  const current = (client: string) => {
    const time = now()
    if (spent.size > 10_000)
      for (const [key, entry] of spent) if (time - entry.windowStart >= MINUTE_MS) spent.delete(key)
    let entry = spent.get(client)
    if (!entry || time - entry.windowStart >= MINUTE_MS) spent.set(client, (entry = { windowStart: time, ms: 0 }))
    return entry
  }
  return {
    /** Seconds until the client may cause work again, or 0 if it may now. */
    waitSeconds(client: string): number {
      const entry = current(client)
      return entry.ms < msPerMinute ? 0 : Math.max(1, Math.ceil((entry.windowStart + MINUTE_MS - now()) / 1000))
    },
    charge(client: string, ms: number) {
      current(client).ms += ms
    },
  }
}
