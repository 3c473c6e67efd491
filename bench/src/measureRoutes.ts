import type { BenchOptions, Preset } from './args.ts'
import { runLighthouse, type RunFigures } from './lighthouseRun.ts'
import { replicaUrl } from './replica.ts'
import { routeBytes } from './resourceBytes.ts'
import { median } from './stats.ts'
import { mediansOf, medianTimeSpent, type RouteResult } from './summary.ts'
import { describeContributors } from './whereTimeGoes.ts'

const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`

function describe(figures: RunFigures): string {
  return `perf ${figures.performance}, LCP ${seconds(figures.lcp)}, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}`
}

/**
 * One route under one preset: a warm-up run that is not counted, then `runs` Lighthouse runs of our
 * page, each followed by one of its replica, so both see the same machine load. Bytes come from the
 * first successful counted run.
 *
 * The warm-up is for the photographs. Offline, the bench's server is also the stand-in for Sanity's
 * image CDN (content-lake/imageRoute.ts), and the first load of a page has it resize each photograph
 * with sharp on the same two cores as the page under test: 0.4–0.6 s a response instead of 0.1, and
 * the first run was the lowest of five for half the bench routes (decision 0023). A visitor's phone
 * never shares a CPU with the CDN, and the CDN keeps what it has resized.
 */
export async function measureRoute(
  origin: string,
  route: string,
  preset: Preset,
  runs: number,
  label: string,
): Promise<RouteResult> {
  const result: RouteResult = { route, preset, runs: [], failedRuns: [], replica: { runs: [], failedRuns: [] } }
  const warmUp = await runLighthouse(`${origin}${route}`, preset)
  console.log(`bench: ${label} warm-up (not counted): ${warmUp.figures ? describe(warmUp.figures) : 'failed'}`)
  for (let run = 1; run <= runs; run++) {
    const ours = await runLighthouse(`${origin}${route}`, preset)
    if (ours.figures) {
      const { requests, ...figures } = ours.figures
      result.runs.push(figures)
      if (!result.bytes) {
        try {
          result.bytes = await routeBytes(requests, origin)
        } catch (error) {
          // The next successful run tries again; the report shows '–' if none manages.
          console.warn(`bench: ${label}: could not measure bytes: ${error instanceof Error ? error.message : error}`)
        }
      }
      console.log(`bench: ${label} run ${run}/${runs}: ${describe(ours.figures)}`)
    } else {
      result.failedRuns.push(ours.errors)
      console.warn(`bench: ${label} run ${run}/${runs} FAILED twice: ${ours.errors.join(' | ')}`)
    }
    const replica = await runLighthouse(replicaUrl(origin, route), preset)
    if (replica.figures) {
      result.replica.runs.push(replica.figures.lcp)
      console.log(`bench: ${label} replica ${run}/${runs}: LCP ${seconds(replica.figures.lcp)}`)
    } else {
      result.replica.failedRuns.push(replica.errors)
      console.warn(`bench: ${label} replica ${run}/${runs} FAILED twice: ${replica.errors.join(' | ')}`)
    }
  }
  result.medians = mediansOf(result.runs)
  if (result.replica.runs.length > 0) result.replica.lcp = median(result.replica.runs)
  if (result.medians && result.replica.lcp) result.lcpRatio = result.medians.lcp / result.replica.lcp
  result.timeSpent = medianTimeSpent(result.runs)
  if (result.timeSpent) {
    const { lcp, tbt } = result.timeSpent
    console.log(`bench: ${label} LCP phases (observed): ${describeContributors(lcp.lcpPhases)}`)
    console.log(`bench: ${label} LCP delay, largest: ${describeContributors(lcp.lcpDelay)}`)
    console.log(`bench: ${label} TBT, largest: ${describeContributors(tbt.tbt)}`)
  }
  return result
}

export async function measureRoutes(origin: string, options: BenchOptions): Promise<RouteResult[]> {
  const results: RouteResult[] = []
  const total = options.presets.length * options.routes.length
  for (const preset of options.presets) {
    for (const route of options.routes) {
      const label = `[${results.length + 1}/${total}] ${preset} ${route}`
      console.log(`bench: ${label}: ${options.runs} run(s) + replica`)
      results.push(await measureRoute(origin, route, preset, options.runs, label))
    }
  }
  return results
}
