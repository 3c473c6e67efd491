import type { Preset } from './args.ts'
import type { RunFigures } from './lighthouseRun.ts'
import type { RouteBytes } from './resourceBytes.ts'
import { median } from './stats.ts'
import type { TimeSpent } from './whereTimeGoes.ts'

export const METRICS = [
  'performance',
  'lcp',
  'tbt',
  'cls',
  'fcp',
  'speedIndex',
  'accessibility',
  'bestPractices',
  'seo',
] as const
export type Metric = (typeof METRICS)[number]
export type Medians = Record<Metric, number>

/** One route under one preset: every run's figures, every failure, and the medians. */
export type RouteResult = {
  route: string
  preset: Preset
  runs: Omit<RunFigures, 'requests'>[]
  /** Runs that failed twice (first try and retry), with both errors. */
  failedRuns: string[][]
  medians?: Medians
  replica: { runs: number[]; failedRuns: string[][]; lcp?: number }
  /** ours / replica, medians of LCP. */
  lcpRatio?: number
  bytes?: RouteBytes
  /** LCP's figures from the run with the median LCP, TBT's from the run with the median TBT. */
  timeSpent?: { lcp: Omit<TimeSpent, 'tbt' | 'tbtExplained'>; tbt: Pick<TimeSpent, 'tbt' | 'tbtExplained'> }
}

export function mediansOf(runs: readonly Omit<RunFigures, 'requests'>[]): Medians | undefined {
  if (runs.length === 0) return undefined
  return Object.fromEntries(METRICS.map((metric) => [metric, median(runs.map((run) => run[metric]))])) as Medians
}

/** Audits that failed in any run, with how many runs they failed in. */
export function failedAuditCounts(result: RouteResult): string[] {
  const counts = new Map<string, number>()
  result.runs.flatMap((run) => run.failedAudits).forEach((id) => counts.set(id, (counts.get(id) ?? 0) + 1))
  return [...counts].map(([id, count]) => `${id} (${count}/${result.runs.length})`)
}

type Run = Omit<RunFigures, 'requests'>

/** The run whose `metric` is the median (the lower of the middle two for an even count). */
function medianRun(runs: readonly Run[], metric: 'lcp' | 'tbt'): Run | undefined {
  const measured = runs.filter((run) => run.timeSpent)
  return [...measured].sort((a, b) => a[metric] - b[metric])[Math.floor((measured.length - 1) / 2)]
}

/** A median run's own breakdown rather than medians per item, so the parts add up to one real load. */
export function medianTimeSpent(runs: readonly Run[]): RouteResult['timeSpent'] {
  const lcpRun = medianRun(runs, 'lcp')?.timeSpent
  const tbtRun = medianRun(runs, 'tbt')?.timeSpent
  if (!lcpRun || !tbtRun) return undefined
  return {
    lcp: { lcpPhases: lcpRun.lcpPhases, lcpDelay: lcpRun.lcpDelay },
    tbt: { tbt: tbtRun.tbt, tbtExplained: tbtRun.tbtExplained },
  }
}
