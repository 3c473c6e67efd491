import autocannon from 'autocannon'
import { setTimeout as sleep } from 'node:timers/promises'
import type { LoadTarget } from './loadTargets.ts'
import { visitorAddress } from './visitors.ts'

export type LoadSettings = { rate: number; durationS: number }

export type ScenarioResult = {
  name: string
  paths: string[]
  settings: LoadSettings
  completed: number
  /** Responses a second over the seconds when every group was running. */
  sustainedRate: number
  slowestSecond: number
  /** The seconds (from the run's start) with the most answers over SLOW_MS, worst first: where a p99 comes from. */
  slowSeconds: { second: number; slow: number; maxMs: number }[]
  /** Over the answers from second 1 to the end (every group running), as the sustained rate. */
  latencyMs: { p50: number; p90: number; p99: number; max: number }
  errors: number
  timeouts: number
  non2xx: number
  statusCodes: Record<string, number>
}

/**
 * autocannon's rate limit lets each connection send its quota back to back at the start of its own
 * one-second tick, and all of an instance's ticks coincide: one instance at 500 req/s is a burst of
 * 500 at the top of each second. So the rate is split over GROUPS instances started 1/GROUPS s apart,
 * each connection asking once a second, which spreads arrivals evenly over the second.
 */
export const GROUPS = 50

/** autocannon corrects for coordinated omission with an expected interval of ceil(1 / rate) ms (1 ms), which
 * fills the histogram with invented samples; we measure raw latencies and check the rate held instead. */
const AUTOCANNON_DEFAULTS = { ignoreCoordinatedOmission: true, sampleInt: 1000, timeout: 10 } as const

/** An answer slower than this counts towards its second's `slow`. */
export const SLOW_MS = 100

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN

/**
 * One fixed-rate run; each connection walks the target list from its own starting point, so the mix is
 * even. With several origins (instances) the groups take turns, so each gets an equal share of the rate
 * straight from autocannon: no proxy in between to add its own cost.
 */
export async function runScenario(
  name: string,
  origins: readonly string[],
  targets: readonly LoadTarget[],
  settings: LoadSettings,
): Promise<ScenarioResult> {
  const requests = targets.map(({ path, headers }) => ({ method: 'GET' as const, path, headers }))
  let nextStart = 0
  const latencies: number[] = []
  let completed = 0
  const perSecond = new Array<number>(settings.durationS).fill(0)
  const slowPerSecond = Array.from({ length: settings.durationS + 1 }, (_, second) => ({ second, slow: 0, maxMs: 0 }))
  const statusCodes: Record<string, number> = {}
  const started = performance.now()

  const runGroup = async (group: number) => {
    const rate = Math.floor(settings.rate / GROUPS) + (group < settings.rate % GROUPS ? 1 : 0)
    if (rate === 0) return { errors: 0, timeouts: 0, non2xx: 0 }
    await sleep((group * 1000) / GROUPS)
    return new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          ...AUTOCANNON_DEFAULTS,
          url: origins[group % origins.length]!,
          connections: rate,
          overallRate: rate,
          duration: settings.durationS,
          requests,
          setupClient: (client) => {
            const visitor = nextStart++
            const start = visitor % requests.length
            const own = (request: (typeof requests)[number]) => ({
              ...request,
              headers: { ...request.headers, 'x-forwarded-for': visitorAddress(visitor) },
            })
            client.setRequests([...requests.slice(start), ...requests.slice(0, start)].map(own))
          },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      )
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        completed += 1
        statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1
        const second = Math.floor((performance.now() - started) / 1000)
        // Percentiles over the seconds every group runs, as the sustained rate: second 0 opens the
        // connections and ramps up, and what is slow in it still shows in `slowSeconds`.
        if (second >= 1 && second < settings.durationS) latencies.push(responseTime)
        if (second < perSecond.length) perSecond[second]! += 1
        const slow = slowPerSecond[Math.min(second, settings.durationS)]!
        slow.maxMs = Math.max(slow.maxMs, responseTime)
        if (responseTime > SLOW_MS) slow.slow += 1
      })
    })
  }

  const groups = await Promise.all(Array.from({ length: GROUPS }, (_, group) => runGroup(group)))
  latencies.sort((a, b) => a - b)
  // Second 0 ramps up and the last ones ramp down as groups start and stop 1/GROUPS s apart.
  const fullSeconds = perSecond.slice(1, settings.durationS)
  return {
    name,
    paths: targets.map((target) => target.path),
    settings,
    completed,
    sustainedRate: fullSeconds.reduce((sum, count) => sum + count, 0) / fullSeconds.length,
    slowestSecond: Math.min(...fullSeconds),
    slowSeconds: slowPerSecond
      .filter((entry) => entry.slow > 0)
      .sort((a, b) => b.slow - a.slow)
      .slice(0, 5),
    latencyMs: {
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? Number.NaN,
    },
    errors: groups.reduce((sum, group) => sum + group.errors, 0),
    timeouts: groups.reduce((sum, group) => sum + group.timeouts, 0),
    non2xx: groups.reduce((sum, group) => sum + group.non2xx, 0),
    statusCodes,
  }
}

/**
 * autocannon paces each connection with a setInterval, which fires a few ms late on a busy machine and
 * so offers slightly less than the target; a server that keeps up shows 99-100 % of it.
 */
export const RATE_TOLERANCE = 0.99

/** Why a run fails the load test, if it does: any error or non-2xx answer, or a rate below the target. */
export function shortfalls(result: ScenarioResult): string[] {
  const problems: string[] = []
  if (result.errors > 0) problems.push(`${result.errors} connection errors (${result.timeouts} timeouts)`)
  if (result.non2xx > 0) problems.push(`${result.non2xx} non-2xx answers`)
  if (result.sustainedRate < result.settings.rate * RATE_TOLERANCE) {
    problems.push(`${result.sustainedRate.toFixed(1)} req/s sustained, under ${result.settings.rate * RATE_TOLERANCE}`)
  }
  return problems
}
