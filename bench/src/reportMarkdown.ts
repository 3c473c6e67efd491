import { scaleSection } from '../scale/scaleReport.ts'
import { inpSection } from '../inp/inpReport.ts'
import type { InpResult } from '../inp/inpResult.ts'
import type { ScaleResult } from '../scale/scaleResult.ts'
import type { ScriptWeights } from '../../web/src/server/delivery/scriptWeights.ts'
import type { LongTaskResult } from './loadLongTasks.ts'
import { kb, round, s, table } from './markdown.ts'
import { RESOURCE_KINDS } from './resourceBytes.ts'
import { failedAuditCounts, type RouteResult } from './summary.ts'
import type { TargetCheck } from './targets.ts'
import { longTaskSection, timeSpentSection } from './timeReport.ts'

export type BenchReport = {
  startedAt: string
  minutes: number
  machine: { cpu: string; cores: number; loadAverageAtEnd: number[]; node: string; chromium: string }
  options: { runs: number; routes: string[]; presets: string[] }
  routes: RouteResult[]
  js: ScriptWeights
  scale?: ScaleResult
  longTasks?: LongTaskResult
  inp?: InpResult
  targets: TargetCheck[]
}

function targetsSection(targets: TargetCheck[]): string {
  const missed = targets.filter((target) => !target.met)
  const summary = missed.length === 0 ? 'Every target is met.' : `${missed.length} of ${targets.length} targets missed:`
  return [
    '## Targets',
    summary,
    table(
      ['', 'Target', 'Measured'],
      [...missed, ...targets.filter((t) => t.met)].map((t) => [t.met ? '✅' : '❌', t.target, t.measured]),
    ),
  ].join('\n\n')
}

function mediansSection(routes: RouteResult[]): string {
  const head = [
    'Route',
    'Preset',
    'Perf',
    'LCP s',
    'TBT ms',
    'CLS',
    'FCP s',
    'SI s',
    'A11y',
    'BP',
    'SEO',
    'Replica LCP s',
    'Ours/replica',
    'Runs ok/failed',
  ]
  const rows = routes.map((r) => {
    const m = r.medians
    return [
      r.route,
      r.preset,
      round(m?.performance),
      s(m?.lcp),
      round(m?.tbt),
      m ? m.cls.toFixed(3) : '–',
      s(m?.fcp),
      s(m?.speedIndex),
      round(m?.accessibility),
      round(m?.bestPractices),
      round(m?.seo),
      s(r.replica.lcp),
      r.lcpRatio ? `${r.lcpRatio.toFixed(2)}×` : '–',
      `${r.runs.length}/${r.failedRuns.length} (replica ${r.replica.runs.length}/${r.replica.failedRuns.length})`,
    ]
  })
  const failed = routes.map((r) => [r.route, r.preset, failedAuditCounts(r).join(', ') || 'none'])
  const errors = routes.flatMap((r) =>
    [...r.failedRuns, ...r.replica.failedRuns].map((e) => `- ${r.route} (${r.preset}): ${e.join(' | ')}`),
  )
  return [
    '## Lighthouse medians per route and preset',
    table(head, rows),
    '### Failed pass/fail audits (runs failing / runs)',
    table(['Route', 'Preset', 'Audits'], failed),
    ...(errors.length > 0 ? ['### Failed runs (after one retry)', errors.join('\n')] : []),
  ].join('\n\n')
}

function bytesSection(routes: RouteResult[]): string {
  const first = new Map<string, RouteResult>()
  routes.forEach((r) => r.bytes && !first.has(r.route) && first.set(r.route, r))
  const rows = [...first.values()].map((r) => [
    r.route,
    r.preset,
    ...RESOURCE_KINDS.map((k) => `${kb(r.bytes![k].gzip)} / ${kb(r.bytes![k].br)}`),
  ])
  const uncompressed = [...new Set([...first.values()].flatMap((r) => r.bytes!.uncompressed))]
  return [
    '## Bytes each route loads (KB, gzip / brotli)',
    'Every same-origin request of the first successful run, re-fetched with `accept-encoding: gzip` and `br`.' +
      (uncompressed.length > 0
        ? ` **The server sent these uncompressed; their figures are node:zlib's (gzip 9, brotli 11), not what was served:** ${uncompressed.map((path) => `\`${path}\``).join(', ')}.`
        : ' All text was served compressed.'),
    table(['Route', 'From preset', ...RESOURCE_KINDS], rows),
  ].join('\n\n')
}

function jsSection(js: ScriptWeights): string {
  return [
    '## JS budget (Vite manifest, gzip 9)',
    `Entry, its static imports and the renderer it imports to hydrate: ${kb(js.entryGzip)} KB. "Own" is a route's split chunks plus the static imports the entry does not already load.`,
    table(
      ['Route file', 'Own KB', 'First load KB'],
      js.routes.map((r) => [r.route, kb(r.ownGzip), kb(r.firstLoadGzip)]),
    ),
  ].join('\n\n')
}

/** `analysis`: the hand-written section of the report being replaced, kept at the end. */
export function renderReport(report: BenchReport, analysis?: string): string {
  const { machine, options } = report
  return [
    '# Performance report (`pnpm bench`)',
    `Started ${report.startedAt}, took ${report.minutes} min. ${machine.cpu}, ${machine.cores} cores (load average at the end: ${machine.loadAverageAtEnd.join(', ')}), Node ${machine.node}, ${machine.chromium}. ` +
      `Lighthouse with its ${options.presets.join(' and ')} preset (simulated throttling), ${options.runs} run(s) per route and preset, medians. ` +
      'A first run of each route is not counted (it warms the server’s resized photographs, as a CDN would have them). Each counted run of our page is followed by a run of its replica: the same rendered HTML with every script removed, served by the same server.',
    targetsSection(report.targets),
    mediansSection(report.routes),
    timeSpentSection(report.routes),
    longTaskSection(report.longTasks),
    inpSection(report.inp),
    bytesSection(report.routes),
    jsSection(report.js),
    scaleSection(report.scale),
    ...(analysis ? [analysis] : []),
    '',
  ].join('\n\n')
}
