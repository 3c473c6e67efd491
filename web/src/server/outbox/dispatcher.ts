import { HEARTBEAT_SECONDS, type FetchedJob, type Jobs } from '../data/jobs.ts'
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
  jobs: Jobs
  targets: readonly Target[]
  retry: RetryPolicy
  log?: (message: string) => void
  /** Loud: a delivery failed for good. */
  alarm?: (message: string) => void
  /** How often the queues are looked at even with nothing due here (a job another process sent, a lease ending). */
  pollMs?: number
}

const LEASE_MARGIN_MS = 60_000

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000)

/**
 * Works the deliveries' pg-boss jobs (decision 0029). Each pending delivery has one job, due when its
 * next attempt is; a job leases its delivery (one attempt at a time, in this process or any other on the
 * same database), attempts it, and records the outcome together with the next job. At-least-once: a
 * delivery is marked delivered only after its target confirmed it.
 */
export function createDispatcher({
  store,
  jobs,
  targets,
  retry,
  log = (message) => console.log(message),
  alarm = (message) => console.error(message),
  pollMs = 30_000,
}: DispatcherOptions) {
  const owner = processOwner()
  const active = targets.filter((target) => !target.notConfigured)
  const running = new Map<string, Promise<boolean>>()
  const busy = new Map<TargetName, number>()
  /** The jobs fetched here and not yet settled, by target: their heartbeat goes out while they are held. */
  const held = new Map<TargetName, Set<string>>()
  let heartbeat: ReturnType<typeof setInterval> | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = true
  let pass: Promise<void> | undefined
  let queued: Promise<void> | undefined

  const key = (submission: number, target: TargetName) => `${submission}:${target}`
  const leaseMs = (target: Target) => target.attemptTimeoutMs + LEASE_MARGIN_MS

  /** One attempt of a leased delivery; resolves false when its outcome could not be recorded. */
  async function attempt(target: Target, row: DeliveryRow): Promise<boolean> {
    try {
      const submission = await store.submission(row.submission)
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
      try {
        await store.delivered(row, owner, result)
      } catch (error) {
        log(`[outbox] #${row.submission} ${target.name} delivered, but not recorded yet: ${errorText(error)}`)
        return false
      }
      log(
        `[outbox] #${row.submission} ${target.name} delivered (attempt ${row.attempts}${result ? `, ${result}` : ''})`,
      )
      return true
    } catch (error) {
      const next = nextAttemptAt(row.attempts, row.giveUpAt, retry)
      try {
        await store.attemptFailed(row, owner, errorText(error), next)
      } catch (lost) {
        log(`[outbox] #${row.submission} ${target.name}: could not record the failure (${errorText(lost)})`)
        return false
      }
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
      return true
    }
  }

  /** Counts an attempt under way in this process (`running`, the target's slots) until it ends. */
  function track(target: Target, submission: number, work: Promise<boolean>) {
    const id = key(submission, target.name)
    busy.set(target.name, (busy.get(target.name) ?? 0) + 1)
    const run = work.finally(() => {
      running.delete(id)
      busy.set(target.name, (busy.get(target.name) ?? 1) - 1)
      void pump()
    })
    running.set(id, run)
    return run
  }

  /**
   * A job attempts its delivery only while it is the delivery's job: a delivered or given-up delivery, or
   * one a newer job took over, completes it at once. It fails (pg-boss runs it again a little later) when
   * another process holds the delivery, or when the outcome could not be recorded.
   */
  async function work(target: Target, job: FetchedJob): Promise<boolean> {
    const { submission } = job.data
    const row = await store.claimJob(submission, target.name, job.id, owner, leaseMs(target))
    if (!row) {
      const current = await store.delivery(submission, target.name)
      if (current?.state !== 'pending' || current.jobId !== job.id) return true
      if (current.leaseOwner && ownerIsGone(current.leaseOwner, owner)) {
        await releaseOrphans(true)
        return true // the freed delivery has a job of its own now
      }
      throw new Error(`being attempted by ${current.leaseOwner ?? 'another process'}`)
    }
    return attempt(target, row)
  }

  function start(target: Target, job: FetchedJob) {
    const mine = held.get(target.name) ?? new Set<string>()
    held.set(target.name, mine.add(job.id))
    const settle = work(target, job).then(
      async (recorded) => {
        if (recorded) await jobs.complete(target.name, job.id)
        else await jobs.fail(target.name, job.id, 'the outcome could not be recorded')
        return recorded
      },
      async (error: unknown) => {
        await jobs.fail(target.name, job.id, errorText(error))
        return false
      },
    )
    // A job left active (the database away) is run again by pg-boss once its heartbeat stops.
    void track(
      target,
      job.data.submission,
      settle.catch(() => false).finally(() => mine.delete(job.id)),
    )
  }

  let orphansCheckedAt = 0
  /**
   * Another instance on this machine that was killed mid-attempt holds its deliveries until their leases
   * end (minutes): freed as soon as its process is known to be gone, at most once a second, each with a
   * new job.
   */
  async function releaseOrphans(now = false) {
    if (!now && Date.now() - orphansCheckedAt < 1_000) return 0
    orphansCheckedAt = Date.now()
    const freed = await store.releaseOrphans((other) => ownerIsGone(other, owner))
    if (freed) log(`[outbox] took over ${freed} deliveries of a stopped process`)
    return freed
  }

  /** Starts a due job for every free slot, then sleeps until the next delivery falls due. */
  async function onePass() {
    let wait: number
    try {
      await releaseOrphans()
      const open: TargetName[] = []
      for (const target of active) {
        const free = target.concurrency - (busy.get(target.name) ?? 0)
        if (stopped || free <= 0) continue
        const fetched = await jobs.fetch(target.name, free)
        for (const job of fetched) start(target, job)
        if (fetched.length < free) open.push(target.name)
      }
      // A target with every slot busy is looked at again when one of its attempts ends.
      const wake = await jobs.nextDue(open)
      wait = Math.min(pollMs, Math.max(10, (wake ?? Infinity) - Date.now()))
    } catch (error) {
      // The database is unreachable for now (a restart, a failover): the jobs wait in it.
      log(`[outbox] could not look for due deliveries: ${errorText(error)}; trying again in 1 s`)
      wait = 1_000
    }
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(() => void pump(), wait)
    timer.unref()
  }

  /** One pass at a time; a call during a pass gets the next one, so a new job is always looked at. */
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
    /** Start-up: frees the leases of a killed process, gives each waiting delivery its job, and works them. */
    async start() {
      stopped = false
      await jobs.install()
      await jobs.prepare(targets.map((target) => target.name))
      const freed = await releaseOrphans(true)
      const resumed = await store.resume(active.map((target) => target.name))
      const { pending, failed } = await store.counts()
      if (pending || freed) log(`[outbox] resuming ${pending} pending deliveries (${freed} interrupted by a stop)`)
      if (resumed) log(`[outbox] queued ${resumed} waiting deliveries that had no job`)
      if (failed) alarm(`[outbox] ${failed} deliveries have failed for good: see \`pnpm inquiries\``)
      for (const target of targets) {
        if (target.notConfigured) log(`[outbox] ${target.name} deliveries wait in the outbox: ${target.notConfigured}`)
      }
      heartbeat = setInterval(
        () => {
          for (const [name, ids] of held)
            void jobs.touch(name, [...ids]).catch((error: unknown) => log(`[outbox] heartbeat: ${errorText(error)}`))
        },
        (HEARTBEAT_SECONDS * 1000) / 3,
      )
      heartbeat.unref()
      await pump()
    },
    /** Look now: a submission was just accepted. */
    kick: () => pump(),
    /**
     * The accepting process makes a delivery's first attempt itself (the visitor's answer may wait for
     * it): `accept` leases the delivery to `owner` for `leaseMs` in its own commit, and its job is due
     * only then, so it acts only if this process stops before the attempt is recorded. Undefined when
     * this process does not attempt `target`.
     */
    firstAttempt(targetName: TargetName) {
      const target = active.find((candidate) => candidate.name === targetName)
      return target && !stopped ? { target: targetName, owner, leaseMs: leaseMs(target) } : undefined
    },
    /** Runs the first attempt `accept` leased to this process; resolves once it has run. */
    async attemptLeased(submission: number, targetName: TargetName): Promise<void> {
      const target = active.find((candidate) => candidate.name === targetName)
      const row = target && (await store.delivery(submission, targetName).catch(() => undefined))
      if (!target || row?.state !== 'pending' || row.leaseOwner !== owner) return
      await track(target, submission, attempt(target, row))
    },
    /** Takes no new jobs, and resolves once the attempts under way have finished. */
    async stop() {
      stopped = true
      clearTimeout(timer)
      await Promise.allSettled([...running.values()])
      clearInterval(heartbeat)
    },
    /** Attempts one delivery now if no one else holds it (`pnpm inquiries retry`). */
    async attemptNow(submission: number, targetName: TargetName): Promise<'attempted' | 'busy' | 'not-configured'> {
      const target = targets.find((candidate) => candidate.name === targetName)
      if (!target || target.notConfigured) return 'not-configured'
      const row = await store.claim(submission, targetName, owner, leaseMs(target))
      if (!row) return 'busy'
      await track(target, submission, attempt(target, row))
      return 'attempted'
    },
  }
}

export type Dispatcher = ReturnType<typeof createDispatcher>
