import type { Result } from 'lighthouse'
import type { TraceSummary } from './traceTasks.ts'

/** One thing that cost a metric time, in ms at the scale Lighthouse reports the metric. */
export type Contributor = { name: string; ms: number }

/** Where one Lighthouse run's LCP and TBT went (definitions in the report's "Where the time goes"). */
export type TimeSpent = {
  /** The lcp-breakdown-insight subparts, as observed in the run's own (unthrottled) trace. */
  lcpPhases: Contributor[]
  /** The three largest: requests that started before the observed LCP, and main-thread work before it. */
  lcpDelay: Contributor[]
  /** The three largest blocking portions of long tasks after FCP, per attributed script. */
  tbt: Contributor[]
  /** The sum over every script of those blocking portions, to set against Lighthouse's TBT. */
  tbtExplained: number
}

export type LhrPart = Pick<Result, 'audits' | 'configSettings'>
type Item = Record<string, unknown>

const BLOCKING_THRESHOLD_MS = 50
const TOP = 3

function tableItems(lhr: LhrPart, audit: string): Item[] {
  const details = lhr.audits[audit]?.details as { type: string; items?: unknown[] } | undefined
  if (!details?.items) return []
  // A list (the insights) holds its table first.
  const table = details.type === 'list' ? (details.items[0] as { items?: unknown[] } | undefined) : details
  return (table?.items ?? []) as Item[]
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)
const path = (url: string) => (url.startsWith('http') ? new URL(url).pathname : url)

function top(byName: Map<string, number>, count = TOP): Contributor[] {
  return [...byName]
    .map(([name, ms]) => ({ name, ms }))
    .filter((c) => c.ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
}

function add(byName: Map<string, number>, name: string, ms: number) {
  byName.set(name, (byName.get(name) ?? 0) + ms)
}

/**
 * Lantern (simulated throttling) estimates LCP from everything the unthrottled run had requested
 * or run before its observed LCP. So a rival request costs its bytes on the simulated link
 * (transfer size ÷ throughput), and a task its observed time × the CPU slowdown.
 */
function lcpDelay(lhr: LhrPart, trace: TraceSummary): Contributor[] {
  const observedLcp = num(tableItems(lhr, 'metrics')[0]?.observedLargestContentfulPaint)
  const { throughputKbps = 0, cpuSlowdownMultiplier = 1 } = lhr.configSettings.throttling ?? {}
  const byName = new Map<string, number>()
  for (const request of tableItems(lhr, 'network-requests')) {
    const url = String(request.url)
    if (request.resourceType === 'Document' || url === trace.lcpImageUrl) continue
    if (num(request.networkRequestTime) >= observedLcp || !throughputKbps) continue
    const bytes = num(request.transferSize)
    if (bytes === 0) continue
    add(
      byName,
      `load ${path(url)} (${request.resourceType}, ${(bytes / 1000).toFixed(1)} KB)`,
      (bytes * 8) / throughputKbps,
    )
  }
  for (const task of trace.tasks) {
    if (task.startMs >= observedLcp) continue
    const before = Math.min(task.startMs + task.durationMs, observedLcp) - task.startMs
    add(byName, `run ${task.attribution}`, before * cpuSlowdownMultiplier)
  }
  return top(byName)
}

/**
 * As Lighthouse's TBT counts a task: its part after FCP, less 50 ms. Not clipped at TTI: the
 * long-tasks audit times its tasks in a simulation of its own, often ending after the TBT's TTI.
 */
function blockingByScript(lhr: LhrPart): Map<string, number> {
  const fcp = num(lhr.audits['first-contentful-paint']?.numericValue)
  const byName = new Map<string, number>()
  for (const task of tableItems(lhr, 'long-tasks')) {
    const start = num(task.startTime)
    const afterFcp = start + num(task.duration) - Math.max(start, fcp)
    if (afterFcp > BLOCKING_THRESHOLD_MS) add(byName, path(String(task.url)), afterFcp - BLOCKING_THRESHOLD_MS)
  }
  return byName
}

export function timeSpent(lhr: LhrPart, trace: TraceSummary): TimeSpent {
  const phases = tableItems(lhr, 'lcp-breakdown-insight').map((item) => ({
    name: String(item.label ?? item.subpart),
    ms: num(item.duration),
  }))
  const blocking = blockingByScript(lhr)
  return {
    lcpPhases: phases.sort((a, b) => b.ms - a.ms),
    lcpDelay: lcpDelay(lhr, trace),
    tbt: top(blocking),
    tbtExplained: [...blocking.values()].reduce((sum, ms) => sum + ms, 0),
  }
}

const ms = (c: Contributor) => `${c.name} ${Math.round(c.ms)} ms`
export const describeContributors = (list: readonly Contributor[]) => list.map(ms).join('; ') || 'none'
