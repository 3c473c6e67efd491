import { describe, expect, it } from 'vitest'
import { beyondExempt, longTasksOf, summarizeRoute } from '../src/loadLongTasks.ts'

const task = (startMs: number, durationMs: number, attribution: string) => ({ startMs, durationMs, attribution })

describe('long tasks of a load', () => {
  const longTasks = longTasksOf([
    task(900, 300, '/assets/entry.js'),
    task(100, 120, 'Style & Layout (/)'),
    task(300, 50, '/assets/entry.js'),
    task(1300, 80, '/assets/entry.js'),
  ])

  it('keeps tasks over 50 ms in order, and exempts only the first that ran our script', () => {
    expect(longTasks.map((t) => [t.startMs, t.exempt])).toEqual([
      [100, false],
      [900, true],
      [1300, false],
    ])
  })

  it('takes the median of what is beyond the exempt task', () => {
    const runs = [
      { longTasks, hydrated: true },
      { longTasks: longTasksOf([task(0, 400, '/a.js')]), hydrated: true },
    ]
    expect(runs.map(beyondExempt)).toEqual([2, 0])
    expect(summarizeRoute('/', [...runs, runs[0]!], []).medianBeyondExempt).toBe(2)
    expect(summarizeRoute('/', [], ['timeout']).medianBeyondExempt).toBeUndefined()
  })
})
