import { describe, expect, it } from 'vitest'
import { hostileSection, type MeasuredScenario } from '../load/loadReport.ts'

function scenario(name: string, p99: number, hostile?: MeasuredScenario['hostile']): MeasuredScenario {
  return {
    name,
    paths: ['/'],
    settings: { rate: 500, durationS: 30 },
    completed: 15_000,
    sustainedRate: 500,
    slowestSecond: 498,
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
})
