import type { JsBudget } from './jsBudget.ts'
import type { ScaleResult } from '../scale/scaleResult.ts'
import type { RouteResult } from './summary.ts'

export type TargetCheck = { target: string; measured: string; met: boolean }

const KB = 1000
const ms = (value: number) => `${Math.round(value)} ms`

/** Issue #7's targets (items 2 and 7), checked against the medians of this run. */
export function checkTargets(
  results: readonly RouteResult[],
  js: JsBudget,
  scale: ScaleResult | undefined,
): TargetCheck[] {
  const checks: TargetCheck[] = []
  const check = (target: string, measured: string, met: boolean) => checks.push({ target, measured, met })
  for (const result of results) {
    const at = `${result.route} (${result.preset})`
    const m = result.medians
    if (!m) {
      check(`${at}: measured`, `every run failed: ${result.failedRuns.flat().join('; ')}`, false)
      continue
    }
    if (result.preset === 'mobile') {
      check(`${at}: performance ≥ 95`, String(m.performance), m.performance >= 95)
      check(`${at}: LCP ≤ 2.0 s`, ms(m.lcp), m.lcp <= 2000)
      check(`${at}: TBT ≤ 150 ms`, ms(m.tbt), m.tbt <= 150)
      check(`${at}: CLS ≤ 0.02`, m.cls.toFixed(3), m.cls <= 0.02)
      const ratio = result.lcpRatio
      check(
        `${at}: LCP ≤ 1.2 × replica`,
        ratio === undefined ? 'replica not measured' : `${ratio.toFixed(2)}×`,
        ratio !== undefined && ratio <= 1.2,
      )
    } else {
      check(`${at}: performance 100`, String(m.performance), m.performance >= 100)
    }
    check(`${at}: accessibility 100`, String(m.accessibility), m.accessibility >= 100)
    check(`${at}: best practices 100`, String(m.bestPractices), m.bestPractices >= 100)
    check(`${at}: SEO 100`, String(m.seo), m.seo >= 100)
  }
  const home = js.routes.find((route) => route.route === 'index')
  if (home)
    check(
      '/ JS before interaction ≤ 180 KB gzip',
      `${(home.firstLoadGzip / KB).toFixed(1)} KB`,
      home.firstLoadGzip <= 180 * KB,
    )
  for (const route of js.routes.filter((r) => r.route !== 'index')) {
    check(
      `route ${route.route}: own JS ≤ 30 KB gzip`,
      `${(route.ownGzip / KB).toFixed(1)} KB`,
      route.ownGzip <= 30 * KB,
    )
  }
  const large = scale?.datasets.at(-1)
  if (large?.filterToPaintMs !== undefined) {
    check(
      `filter change → next paint at ${large.products} products (4× CPU) < 100 ms`,
      ms(large.filterToPaintMs),
      large.filterToPaintMs < 100,
    )
  }
  return checks
}
