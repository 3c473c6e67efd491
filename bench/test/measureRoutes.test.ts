import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RunFigures, RunOutcome } from '../src/lighthouseRun.ts'

const runLighthouse = vi.fn<(url: string, preset: string) => Promise<RunOutcome>>()
vi.mock('../src/lighthouseRun.ts', () => ({ runLighthouse }))
vi.mock('../src/resourceBytes.ts', () => ({ routeBytes: async () => undefined }))

const { measureRoute } = await import('../src/measureRoutes.ts')

function figures(performance: number, tbt: number): RunFigures {
  return {
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcp: 1800,
    tbt,
    cls: 0,
    fcp: 900,
    speedIndex: 1000,
    failedAudits: [],
    requests: [],
  }
}

describe('measureRoute', () => {
  beforeEach(() => {
    runLighthouse.mockReset()
    vi.spyOn(console, 'log').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('runs the page once before counting, so the server resizes its photographs outside the measured runs', async () => {
    // The first load of a route is the one that meets the server's cold image cache.
    let ourRuns = 0
    runLighthouse.mockImplementation(async (url) =>
      url.includes('/__replica/')
        ? { figures: figures(100, 0), errors: [] }
        : { figures: ourRuns++ === 0 ? figures(87, 488) : figures(98, 140), errors: [] },
    )

    const result = await measureRoute('http://localhost:4305', '/portfolio', 'mobile', 3, 'test')

    const ours = runLighthouse.mock.calls.filter(([url]) => !url.includes('/__replica/'))
    expect(ours).toHaveLength(4)
    expect(ours.every(([url, preset]) => url === 'http://localhost:4305/portfolio' && preset === 'mobile')).toBe(true)
    expect(runLighthouse.mock.calls[0]![0]).toBe('http://localhost:4305/portfolio')
    expect(result.runs.map((run) => run.performance)).toEqual([98, 98, 98])
    expect(result.replica.runs).toHaveLength(3)
    expect(result.medians?.performance).toBe(98)
  })

  it('counts every run after the warm-up even when the warm-up fails', async () => {
    let ourRuns = 0
    runLighthouse.mockImplementation(async (url) => {
      if (url.includes('/__replica/')) return { figures: figures(100, 0), errors: [] }
      return ourRuns++ === 0 ? { errors: ['NO_NAVSTART', 'NO_NAVSTART'] } : { figures: figures(99, 60), errors: [] }
    })

    const result = await measureRoute('http://localhost:4305', '/', 'mobile', 2, 'test')

    expect(result.runs).toHaveLength(2)
    expect(result.failedRuns).toEqual([])
  })
})
