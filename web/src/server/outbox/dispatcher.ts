import type { DeliveryRow, OutboxStore, StoredSubmission, TargetName } from './outboxRows.ts'
import { ownerIsGone, processOwner } from './leaseOwner.ts'
import { nextAttemptAt, type RetryPolicy } from './retryPolicy.ts'

/** One place a submission goes. `deliver` resolves with a reference (a record id, a message id) or throws. */
export type Target = {
  name: TargetName
  /** Why it cannot be tried yet (no SMTP_URL…): its deliveries wait, pending, and are never attempted. */
  notConfigured?: string
  /** Deliveries to this target attempted at once. */
  concurrency: number
  /** The longest one attempt can run; its lease is longer, so a slow attempt is never run twice. */
  attemptTimeoutMs: number
  deliver(submission: StoredSubmission): Promise<string>
}

export type DispatcherOptions = {
  store: OutboxStore
  targets: readonly Target[]
  retry: RetryPolicy
  log?: (message: string) => void
  /** Loud: a delivery failed for good. */
  alarm?: (message: string) => void
  /** How often the outbox is looked at even with nothing due (another process's `retry`, another's lease ending). */
  pollMs?: number
}

const LEASE_MARGIN_MS = 60_000

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000)

/**
 * Takes due deliveries from the outbox and attempts them, each under a lease (one attempt at a time per
 * delivery, in this process or any other on the same database), and reschedules failures with backoff.
 * At-least-once: a delivery is marked delivered only after its target confirmed it.
 */
export function createDispatcher({
  store,
  targets,
  retry,
  log = (message) => console.log(message),
  alarm = (message) => console.error(message),
  pollMs = 30_000,
}: DispatcherOptions) {
  const owner = processOwner()
  const active = targets.filter((target) => !target.notConfigured)
  const running = new Map<string, Promise<void>>()
  const busy = new Map<TargetName, number>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = true
  let pass: Promise<void> | undefined
  let queued: Promise<void> | undefined

  const key = (submission: number, target: TargetName) => `${submission}:${target}`

  async function attempt(target: Target, row: DeliveryRow) {
    const submission = await store.submission(row.submission)
    try {
      if (!submission) throw new Error(`submission #${row.submission} is missing`)
      let timeout: ReturnType<typeof setTimeout> | undefined
      const result = await Promise.race([
        target.deliver(submission),
        new Promise<never>((_, reject) => {
          timeout = setTimeout(
            () => reject(new Error(`no answer within ${target.attemptTimeoutMs / 1000} s`)),
            target.attemptTimeoutMs,
          )
        }),
      ]).finally(() => clearTimeout(timeout))
      await store.delivered(row, owner, result)
      log(
        `[outbox] #${row.submission} ${target.name} delivered (attempt ${row.attempts}${result ? `, ${result}` : ''})`,
      )
    } catch (error) {
      const next = nextAttemptAt(row.attempts, row.giveUpAt, retry)
      await store
        .attemptFailed(row, owner, errorText(error), next)
        .catch((lost: unknown) =>
          log(
            `[outbox] #${row.submission} ${target.name}: could not record the failure (${errorText(lost)}); its lease ends it`,
          ),
        )
      if (next === null) {
        alarm(
          `[outbox] DELIVERY FAILED FOR GOOD: #${row.submission} ${target.name} after ${row.attempts} attempt(s): ${errorText(error)}. ` +
            `Run \`pnpm inquiries\` to see it and \`pnpm inquiries retry ${row.submission}\` once the cause is fixed.`,
        )
      } else {
        log(
          `[outbox] #${row.submission} ${target.name} attempt ${row.attempts} failed: ${errorText(error)}; next try in ${Math.round((next - Date.now()) / 1000)} s`,
        )
      }
    }
  }

  function start(target: Target, row: DeliveryRow) {
    const id = key(row.submission, target.name)
    busy.set(target.name, (busy.get(target.name) ?? 0) + 1)
    const run = attempt(target, row).finally(() => {
      running.delete(id)
      busy.set(target.name, (busy.get(target.name) ?? 1) - 1)
      void pump()
    })
    running.set(id, run)
  }

  let orphansCheckedAt = 0
  /**
   * Another instance on this machine that was killed mid-attempt holds its leases until they expire
   * (minutes): freed as soon as its process is known to be gone, at most once a second.
   */
  async function releaseOrphansOfThisHost() {
    if (Date.now() - orphansCheckedAt < 1_000) return
    orphansCheckedAt = Date.now()
    const freed = await store.releaseOrphans((other) => ownerIsGone(other, owner))
    if (freed) log(`[outbox] took over ${freed} deliveries of a stopped process`)
  }

  /** Starts every due delivery there is a free slot for, then sleeps until the next one falls due. */
  async function onePass() {
    let wait: number
    try {
      await releaseOrphansOfThisHost()
      for (const target of active) {
        while (!stopped && (busy.get(target.name) ?? 0) < target.concurrency) {
          const row = await store.claimNext(target.name, owner, target.attemptTimeoutMs + LEASE_MARGIN_MS)
          if (!row) break
          start(target, row)
        }
      }
      const wake = await store.nextWake(active.map((target) => target.name))
      wait = Math.min(pollMs, Math.max(10, (wake ?? Infinity) - Date.now()))
    } catch (error) {
      // The database is unreachable for now (a restart, a failover): the deliveries wait in it.
      log(`[outbox] could not look for due deliveries: ${errorText(error)}; trying again in 1 s`)
      wait = 1_000
    }
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(() => void pump(), wait)
    timer.unref()
  }

  /** One pass at a time; a call during a pass gets the next one, so a new row is always looked at. */
  function pump(): Promise<void> {
    if (stopped) return Promise.resolve()
    if (!pass) {
      pass = onePass().finally(() => (pass = undefined))
      return pass
    }
    queued ??= pass.then(() => {
      queued = undefined
      return pump()
    })
    return queued
  }

  return {
    owner,
    /** Why deliveries to a target wait untried here (no SMTP_URL…), or undefined when it is attempted. */
    notConfigured: (name: TargetName) =>
      targets.find((target) => target.name === name)?.notConfigured ??
      (active.some((t) => t.name === name) ? undefined : 'not configured'),
    /** Start-up: frees the leases of a killed process and resumes every pending delivery. */
    async start() {
      stopped = false
      const freed = await store.releaseOrphans((other) => ownerIsGone(other, owner))
      const { pending, failed } = await store.counts()
      if (pending || freed) log(`[outbox] resuming ${pending} pending deliveries (${freed} interrupted by a stop)`)
      if (failed) alarm(`[outbox] ${failed} deliveries have failed for good: see \`pnpm inquiries\``)
      for (const target of targets) {
        if (target.notConfigured) log(`[outbox] ${target.name} deliveries wait in the outbox: ${target.notConfigured}`)
      }
      await pump()
    },
    /** Look now: a submission was just accepted. */
    kick: () => pump(),
    /** The attempt under way for one delivery in this process, if any. */
    running: (submission: number, target: TargetName) => running.get(key(submission, target)),
    /** Takes no new deliveries, and resolves once the attempts under way have finished. */
    async stop() {
      stopped = true
      clearTimeout(timer)
      await Promise.allSettled([...running.values()])
    },
    /** Attempts one delivery now if no one else holds it (`pnpm inquiries retry`). */
    async attemptNow(submission: number, targetName: TargetName): Promise<'attempted' | 'busy' | 'not-configured'> {
      const target = targets.find((candidate) => candidate.name === targetName)
      if (!target || target.notConfigured) return 'not-configured'
      const row = await store.claim(submission, targetName, owner, target.attemptTimeoutMs + LEASE_MARGIN_MS)
      if (!row) return 'busy'
      await attempt(target, row)
      return 'attempted'
    },
  }
}

export type Dispatcher = ReturnType<typeof createDispatcher>
