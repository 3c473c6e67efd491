import type { LoadTask } from './traceTasks.ts'
import { median } from './stats.ts'

/** Over this a task blocks input long enough to count (the Long Tasks API's threshold). */
export const LONG_TASK_MS = 50

/** A long task of one load; `exempt` marks the one the target allows (the first hydration chunk). */
export type LongTask = LoadTask & { exempt: boolean }

export type LoadRun = {
  longTasks: LongTask[]
  /** Whether the page marked itself hydrated; if not, the wait fell back to network idle. */
  hydrated: boolean
}

export type RouteLongTasks = {
  route: string
  runs: LoadRun[]
  failedRuns: string[]
  /** Median over the runs of the long tasks beyond the exempt one: the target wants 0. */
  medianBeyondExempt?: number
}

export type LongTaskResult = { cpuThrottling: number; viewport: string; routes: RouteLongTasks[] }

const isScript = (attribution: string) => /\.m?js$/.test(attribution)

/**
 * The tasks over 50 ms of one load. The first one that ran one of our scripts is the hydration
 * chunk: React hydrates the whole page in one go after the entry module evaluates, so the target
 * lets that one through and counts the rest (parsing, layout and any later script alike).
 */
export function longTasksOf(tasks: readonly LoadTask[]): LongTask[] {
  let exempted = false
  return [...tasks]
    .filter((task) => task.durationMs > LONG_TASK_MS)
    .sort((a, b) => a.startMs - b.startMs)
    .map((task) => {
      const exempt = !exempted && isScript(task.attribution)
      exempted ||= exempt
      return { ...task, exempt }
    })
}

export function beyondExempt(run: LoadRun): number {
  return run.longTasks.filter((task) => !task.exempt).length
}

export function summarizeRoute(route: string, runs: LoadRun[], failedRuns: string[]): RouteLongTasks {
  return {
    route,
    runs,
    failedRuns,
    medianBeyondExempt: runs.length > 0 ? median(runs.map(beyondExempt)) : undefined,
  }
}
