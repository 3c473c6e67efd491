import type { LongTaskResult, LoadRun } from './loadLongTasks.ts'
import { round, table } from './markdown.ts'
import type { RouteResult } from './summary.ts'
import { describeContributors } from './whereTimeGoes.ts'

export function timeSpentSection(routes: readonly RouteResult[]): string {
  const rows = routes.map((r) => {
    const spent = r.timeSpent
    if (!spent) return [r.route, r.preset, '–', '–', '–']
    return [
      r.route,
      r.preset,
      describeContributors(spent.lcp.lcpPhases),
      describeContributors(spent.lcp.lcpDelay),
      `${describeContributors(spent.tbt.tbt)} (all scripts: ${round(spent.tbt.tbtExplained)} of TBT ${round(r.medians?.tbt)})`,
    ]
  })
  return [
    '## Where the time goes (from each run’s trace)',
    [
      "LCP's figures come from the run with the median LCP, TBT's from the run with the median TBT, so each breakdown is one real load.",
      '- **LCP phases**: Lighthouse’s `lcp-breakdown-insight` subparts (time to first byte, resource load delay, resource load duration, element render delay), measured in the run’s own trace, unthrottled. They say which phase is long, not the simulated LCP.',
      '- **LCP delay, largest three**: Lighthouse’s simulated LCP replays on a slow link and a slower CPU everything the unthrottled load had requested or run before its observed LCP. So each request other than the document and the LCP image that started before the observed LCP costs its transfer size ÷ the preset’s throughput (“load …”), and main-thread work before the observed LCP costs its time × the preset’s CPU slowdown, summed per script the task ran, as Lighthouse attributes it (“run …”; work no script asked for is named by its busiest kind, e.g. Style & Layout). Estimates that rank, not parts that add up to the LCP: the simulation overlaps some of them.',
      '- **TBT, largest three**: the long tasks Lighthouse lists (`long-tasks`: simulated durations, top-level tasks of 50 ms or more, at most 20), per attributed script: each task’s part after FCP less 50 ms, as TBT counts a task. “All scripts” sums every script’s share. Lighthouse times those tasks in a simulation of their own, not the one its TBT comes from, and they often run past that TBT’s end (TTI), so the sum usually exceeds TBT: read the figures as ranks and proportions.',
    ].join('\n'),
    table(['Route', 'Preset', 'LCP phases (observed)', 'LCP delay, largest', 'TBT, largest (blocking ms)'], rows),
  ].join('\n\n')
}

const describeRun = (run: LoadRun) =>
  run.longTasks.map((t) => `${Math.round(t.durationMs)}${t.exempt ? '*' : ''} ${t.attribution}`).join(', ') || 'none'

export function longTaskSection(longTasks: LongTaskResult | undefined): string {
  if (!longTasks) return '## Long tasks during load\n\nNot measured (neither `/` nor `/hire-range` was benched).'
  const rows = longTasks.routes.flatMap((route) =>
    route.runs.map((run, index) => [
      route.route,
      index + 1,
      run.longTasks.length,
      Math.round(Math.max(0, ...run.longTasks.map((t) => t.durationMs))),
      run.hydrated ? 'yes' : 'no (waited for network idle)',
      describeRun(run),
    ]),
  )
  const failed = longTasks.routes.flatMap((r) => r.failedRuns.map((error) => `- ${r.route}: ${error}`))
  return [
    `## Long tasks during load (${longTasks.cpuThrottling}× CPU, ${longTasks.viewport} window)`,
    `Each run loads the page cold in Chromium with ${longTasks.cpuThrottling}× CPU throttling (CDP), no network throttling, and records a DevTools trace from navigation until the page is hydrated (\`html[data-hydrated]\`, or \`window.__amaranthHydrated\`), the network is idle and 2 s have passed with no long task. The main thread is split into tasks as Lighthouse does, and every task over 50 ms is listed with its duration (ms) and the script it ran (work no script asked for is named by its busiest kind, with the document's path when Chromium tied it to one). * marks the first task that ran one of our scripts, the hydration chunk the target allows.`,
    table(['Route', 'Run', 'Long tasks', 'Longest ms', 'Hydrated', 'Tasks over 50 ms, in order'], rows),
    ...(failed.length > 0 ? ['Failed runs:', failed.join('\n')] : []),
  ].join('\n\n')
}
