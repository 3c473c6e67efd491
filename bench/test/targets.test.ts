import { describe, expect, it } from 'vitest'
import type { RouteResult } from '../src/summary.ts'
import { checkTargets } from '../src/targets.ts'

const medians = {
  performance: 96,
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
    const slow = result({ medians: { ...medians, performance: 94, lcp: 2400, seo: 92 }, lcpRatio: 1.5 })
    expect(missed([slow])).toEqual([
      '/ (mobile): performance ≥ 95: 94',
      '/ (mobile): LCP ≤ 2.0 s: 2400 ms',
      '/ (mobile): LCP ≤ 1.2 × replica: 1.50×',
      '/ (mobile): SEO 100: 92',
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
