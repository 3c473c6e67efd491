import { describe, expect, it } from 'vitest'
import { readLoadOptions, SCENARIOS } from '../load/loadOptions.ts'
import { keptSections } from '../load/loadReport.ts'

describe('readLoadOptions', () => {
  it('runs one instance by default, every scenario at 500 req/s for 30 s', () => {
    expect(readLoadOptions([])).toMatchObject({
      instances: 1,
      scenarios: Object.keys(SCENARIOS),
      settings: { rate: 500, durationS: 30 },
    })
  })

  it('reads --instances', () => {
    expect(readLoadOptions(['--instances', '2']).instances).toBe(2)
  })

  it('names a bad instance count', () => {
    expect(() => readLoadOptions(['--instances', '0'])).toThrow('--instances wants a whole number above 0, not "0"')
    expect(() => readLoadOptions(['--instances', 'two'])).toThrow('not "two"')
  })
})

describe('keptSections', () => {
  it('keeps the sections a load run does not write, in order, and drops its own', () => {
    const previous = [
      '# Load test\n\nold table\n',
      '## Normal traffic under a hostile mix\n\nold hostile\n',
      '## Before the database move (SQLite, 2026-11-26)\n\nsqlite table\n',
      '## Chaos: two instances, SIGKILL and Airtable faults\n\nchaos figures\n',
    ].join('\n')
    const kept = keptSections(previous)
    expect(kept).not.toContain('old table')
    expect(kept).not.toContain('old hostile')
    expect(kept.indexOf('sqlite table')).toBeGreaterThan(-1)
    expect(kept.indexOf('chaos figures')).toBeGreaterThan(kept.indexOf('sqlite table'))
  })
})
