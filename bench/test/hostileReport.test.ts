import { describe, expect, it } from 'vitest'
import { hostileSection, slowSecondsText, stripeAskedTwice, type MeasuredScenario } from '../load/loadReport.ts'

function scenario(name: string, p99: number, hostile?: MeasuredScenario['hostile']): MeasuredScenario {
  return {
    name,
    paths: ['/'],
    settings: { rate: 500, durationS: 30 },
    completed: 15_000,
    sustainedRate: 500,
    slowestSecond: 498,
    slowSeconds: [],
    latencyMs: { p50: 2, p90: 5, p99, max: 40 },
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    statusCodes: { 200: 15_000 },
    serverCpuMsPerRequest: 0.5,
    generatorCpuMsPerRequest: 0.2,
    hostile,
  }
}
const tally = { requests: 90, byKind: { 'costly query (GET)': { 403: 30 }, 'oversized image': { 200: 10, 429: 20 } } }

describe('the hostile section of the load report', () => {
  it("compares normal traffic's p99 with and without the hostile clients", () => {
    const text = hostileSection([scenario('mixed', 10), scenario('hostile', 18, tally)])
    expect(text).toContain('p99 with ÷ without: 1.80×, pass')
    expect(text).toContain('- oversized image: 10 × 200, 20 × 429')
  })

  it('fails past 2×, and says nothing without a hostile run', () => {
    expect(hostileSection([scenario('mixed', 10), scenario('hostile', 25, tally)])).toContain('2.50×, FAIL')
    expect(hostileSection([scenario('mixed', 10)])).toBe('')
  })

  it('says how often Stripe was asked per session id, and fails past once', () => {
    const stripe = { calls: 70, distinctSessions: 70, maxPerSession: 1, realSessions: 6 }
    const text = hostileSection([scenario('mixed', 10), { ...scenario('hostile', 12, tally), stripe }])
    expect(text).toContain('70 distinct Checkout Sessions (6 of them')
    expect(text).toContain('at most 1 per session id, pass')
    const twice = { ...scenario('hostile', 12, tally), stripe: { ...stripe, maxPerSession: 2 } }
    expect(hostileSection([scenario('mixed', 10), twice])).toContain('at most 2 per session id, FAIL')
    expect(stripeAskedTwice(twice)).toBe(true)
  })
})

describe('where the slow answers fall', () => {
  it('names each second with answers over 100 ms, worst first, or none', () => {
    const slowSeconds = [
      { second: 0, slow: 140, maxMs: 620 },
      { second: 14, slow: 12, maxMs: 180.25 },
    ]
    expect(slowSecondsText({ ...scenario('hostile', 30), slowSeconds })).toBe(
      's0: 140 (max 620.0 ms), s14: 12 (max 180.3 ms)',
    )
    expect(slowSecondsText(scenario('mixed', 10))).toBe('none')
  })
})
