import { describe, expect, it } from 'vitest'
import type { InpResult } from '../inp/inpResult.ts'
import type { ScaleResult } from '../scale/scaleResult.ts'
import type { LongTaskResult } from '../src/loadLongTasks.ts'
import type { RouteResult } from '../src/summary.ts'
import { checkTargets } from '../src/targets.ts'

const medians = {
  performance: 98,
  lcp: 1900,
  tbt: 100,
  cls: 0.01,
  fcp: 900,
  speedIndex: 1200,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
}

function result(patch: Partial<RouteResult>): RouteResult {
  return {
    route: '/',
    preset: 'mobile',
    runs: [],
    failedRuns: [],
    medians,
    replica: { runs: [1700], failedRuns: [], lcp: 1700 },
    lcpRatio: 1.1,
    ...patch,
  }
}

const missed = (results: RouteResult[]) =>
  checkTargets(results, { entryGzip: 0, routes: [] }, undefined)
    .filter((check) => !check.met)
    .map((check) => `${check.target}: ${check.measured}`)

describe('checkTargets', () => {
  it('passes a mobile route inside every target', () => {
    expect(missed([result({})])).toEqual([])
  })

  it('names each miss with the measured figure', () => {
    const slow = result({ medians: { ...medians, performance: 97, tbt: 101, cls: 0.011, seo: 92 }, lcpRatio: 1.5 })
    expect(missed([slow])).toEqual([
      '/ (mobile): performance ≥ 98: 97',
      '/ (mobile): LCP ≤ 1.1 × replica: 1.50×',
      '/ (mobile): TBT ≤ 100 ms: 101 ms',
      '/ (mobile): CLS ≤ 0.01: 0.011',
      '/ (mobile): SEO 100: 92',
    ])
  })

  it('holds each interaction to 100 ms at the median and 200 ms at worst', () => {
    const inp: InpResult = {
      cpuThrottling: 4,
      viewport: '390×844',
      interactions: [
        { name: 'Open the menu', runs: [], medianMs: 100, worstMs: 200, slowestEvents: [], failedRuns: [] },
        { name: 'Suggest', runs: [], medianMs: 104, worstMs: 208, slowestEvents: [], failedRuns: [] },
        { name: 'Lightbox', runs: [], slowestEvents: [], failedRuns: ['timeout'] },
      ],
    }
    const misses = checkTargets([], { entryGzip: 0, routes: [] }, undefined, undefined, inp)
      .filter((check) => !check.met)
      .map((check) => `${check.target}: ${check.measured}`)
    expect(misses).toEqual([
      'Suggest: Event Timing at 4× CPU ≤ 100 ms (median): 104 ms',
      'Suggest: Event Timing at 4× CPU ≤ 200 ms (worst): 208 ms',
      'Lightbox: Event Timing at 4× CPU measured: every run failed: timeout',
    ])
  })

  it('holds desktop to 100 and counts a route with no successful run as a miss', () => {
    const desktop = result({ preset: 'desktop', medians: { ...medians, performance: 99 } })
    const failed = result({ route: '/portfolio', medians: undefined, failedRuns: [['timeout', 'timeout']] })
    expect(missed([desktop, failed])).toEqual([
      '/ (desktop): performance 100: 99',
      '/portfolio (mobile): measured: every run failed: timeout; timeout',
    ])
  })
})

describe('checkTargets beyond Lighthouse', () => {
  const js = {
    entryGzip: 120_000,
    routes: [
      { route: 'index', ownGzip: 11_000, firstLoadGzip: 131_000 },
      { route: 'contact', ownGzip: 30_001, firstLoadGzip: 150_001 },
    ],
  }
  const scale: ScaleResult = {
    cpuThrottling: 4,
    datasets: [
      {
        products: 2000,
        html: { raw: 2_000_000, gzip: 120_000, br: 60_000 },
        query: { raw: 0, gzip: 0, br: 0 },
        eventTimingMs: 180,
        toPaintAfterCommitMs: 1400,
        samples: [],
      },
    ],
  }
  const task = (durationMs: number, attribution: string, exempt: boolean) => ({
    startMs: 0,
    durationMs,
    attribution,
    exempt,
  })
  const longTasks: LongTaskResult = {
    cpuThrottling: 4,
    viewport: '390×844',
    routes: [
      {
        route: '/',
        runs: [{ longTasks: [task(300, '/assets/entry.js', true)], hydrated: true }],
        failedRuns: [],
        medianBeyondExempt: 0,
      },
      {
        route: '/hire-range',
        runs: [
          { longTasks: [task(120, 'Style & Layout', false), task(700, '/assets/entry.js', true)], hydrated: true },
        ],
        failedRuns: [],
        medianBeyondExempt: 1,
      },
    ],
  }

  it('checks the JS budget, the long tasks during load and the scale', () => {
    const checks = checkTargets([], js, scale, longTasks).map(
      (c) => `${c.met ? 'met' : 'MISSED'} ${c.target}: ${c.measured}`,
    )
    expect(checks).toEqual([
      'MISSED / JS before first interaction ≤ 130 KB gzip: 131.0 KB',
      'MISSED route contact: own JS ≤ 30 KB gzip: 30.0 KB',
      'met /: no long task over 50 ms during load (4× CPU) but the first hydration chunk: median 0 more (runs: 0)',
      'MISSED /hire-range: no long task over 50 ms during load (4× CPU) but the first hydration chunk: median 1 more (runs: 1)',
      'met category or sort change paints its grid within 200 ms at 2000 products (4× CPU), by Event Timing: 180 ms',
      'MISSED category or sort change paints its grid within 200 ms at 2000 products (4× CPU), by to painted change: 1400 ms',
      'MISSED /hire-range HTML at 2000 products < 60 KB brotli: 60.0 KB',
    ])
  })
})
