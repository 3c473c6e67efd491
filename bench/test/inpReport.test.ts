import { describe, expect, it } from 'vitest'
import { inpSection } from '../inp/inpReport.ts'
import type { InpResult, InteractionResult } from '../inp/inpResult.ts'
import { medianSpread, mergeSets, spreadSummary } from '../inp/inpSets.ts'

const interaction = (name: string, runs: number[], median: number): InteractionResult => ({
  name,
  runs,
  medianMs: median,
  worstMs: Math.max(...runs),
  failedRuns: [],
  slowestEvents: runs.map((ms) => `click ${ms} (8 + 40 + 32)`),
})

const set = (lightbox: number[], menu: number[]): InpResult => ({
  cpuThrottling: 4,
  viewport: '390×844',
  interactions: [
    interaction('Open the lightbox', lightbox, lightbox.toSorted((a, b) => a - b)[1]!),
    interaction('Open the menu', menu, menu.toSorted((a, b) => a - b)[1]!),
  ],
})

const SETS = [set([80, 88, 96], [40, 48, 48]), set([88, 104, 96], [48, 48, 56]), set([72, 80, 216], [40, 40, 48])]

describe('mergeSets', () => {
  it("keeps each set's figures and takes the worst of them, so a target holds only in every set", () => {
    const [lightbox, menu] = mergeSets(SETS).interactions
    expect(lightbox!.sets!.map((s) => [s.medianMs, s.worstMs])).toEqual([
      [88, 96],
      [96, 104],
      [80, 216],
    ])
    expect(lightbox).toMatchObject({ medianMs: 96, worstMs: 216, runs: [80, 88, 96, 88, 104, 96, 72, 80, 216] })
    expect(lightbox!.slowestEvents).toHaveLength(9)
    expect(medianSpread(lightbox!)).toBe(16)
    expect(medianSpread(menu!)).toBe(8)
    expect(spreadSummary(mergeSets(SETS).interactions)).toEqual({ median: 12, largest: 16 })
  })

  it('leaves a single set as it was, with no spread to show', () => {
    expect(mergeSets([SETS[0]!])).toBe(SETS[0])
    expect(spreadSummary(SETS[0]!.interactions)).toBeUndefined()
  })
})

describe('inpSection', () => {
  const machine = { cpu: 'Intel(R) Xeon(R) CPU @ 2.20GHz', cores: 2, chromium: 'Chromium 156.0.8078.108' }
  const sets = [
    [0.52, 0.62],
    [0.61, 0.71],
    [0.7, 0.8],
  ].map(([start, end], at) => ({
    startedAt: `2026-11-27T04:0${at}:00.000Z`,
    loadAverageAtStart: [start!, 0.5, 0.4],
    loadAverageAtEnd: [end!, 0.5, 0.4],
  }))

  it('names the machine and the browser, and shows every set and the spread between them', () => {
    const text = inpSection({ ...mergeSets(SETS), machine, sets })
    expect(text).toContain(
      "Measured on Intel(R) Xeon(R) CPU @ 2.20GHz (2 cores) with Chromium 156.0.8078.108: 3 sets of runs, back to back on the same build and server (1-minute load average at each set's start → end: 0.52 → 0.62, 0.61 → 0.71, 0.7 → 0.8).",
    )
    expect(text).toContain('differ by 12 ms (median over interactions), 16 ms at most')
    expect(text).toContain(
      '| Interaction | Set 1 median (worst) ms | Set 2 median (worst) ms | Set 3 median (worst) ms | Spread of medians ms | Runs ms, set by set |',
    )
    expect(text).toContain(
      '| Open the lightbox | 88 (96) | 96 (104) | 80 (216) | 16 | 80, 88, 96 / 88, 104, 96 / 72, 80, 216 |',
    )
  })

  it('keeps the one-set table when one set ran, still naming the machine', () => {
    const text = inpSection({ ...SETS[0]!, machine, sets: sets.slice(0, 1) })
    expect(text).toContain('with Chromium 156.0.8078.108: one set of runs')
    expect(text).not.toContain('spread')
    expect(text).toContain('| Open the lightbox | 88 | 96 | 80, 88, 96 |')
  })
})
