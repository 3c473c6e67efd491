/** When a failed delivery is tried again (docs/decisions/0010). */
export type RetryPolicy = {
  /** The first retry comes between half of this and all of it (default 20 s: within 30 s). */
  baseMs: number
  /** The gap stops growing here (default 30 min). */
  maxMs: number
  /** After this long since the submission was accepted, a delivery is failed for good (default 72 h). */
  giveUpMs: number
}

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 20_000, maxMs: 30 * 60_000, giveUpMs: 72 * 60 * 60_000 }

/**
 * The wait after failed attempt number `attempts` (1-based): doubling from `baseMs`, capped at `maxMs`,
 * with "equal jitter" (half fixed, half random) so many deliveries failed together do not retry together,
 * while the gap still grows.
 */
export function retryDelay(attempts: number, { baseMs, maxMs }: RetryPolicy, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(30, Math.max(0, attempts - 1)))
  return Math.round(ceiling / 2 + random() * (ceiling / 2))
}

/** The next try after a failure at `now`, or null once it would fall after the delivery's give-up time. */
export function nextAttemptAt(attempts: number, giveUpAt: number, policy: RetryPolicy, now = Date.now()) {
  const at = now + retryDelay(attempts, policy)
  return at > giveUpAt ? null : at
}
