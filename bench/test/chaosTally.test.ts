import { describe, expect, it } from 'vitest'
import { chaosSection, tallyChaos, withChaosSection, type ChaosRun } from '../load/chaosTally.ts'

describe('the chaos run count', () => {
  it('counts lost, duplicated and unanswered messages from what Airtable holds', () => {
    const tally = tallyChaos({ accepted: ['a@x', 'b@x', 'c@x', 'd@x'], unanswered: ['e@x', 'f@x', 'a@x'] }, [
      'a@x',
      'b@x',
      'b@x',
      'b@x',
      'd@x',
      'e@x',
      'e@x',
      'z@x',
    ])
    expect(tally).toEqual({
      accepted: 4,
      delivered: 3,
      lost: 1, // c
      duplicated: 3, // b twice more, e once more
      unanswered: 2, // e and f; a was answered on a later try
      unansweredDelivered: 1,
      unknown: 1,
    })
  })

  it('a clean run: every accepted message once', () => {
    expect(tallyChaos({ accepted: ['a@x', 'b@x'], unanswered: [] }, ['b@x', 'a@x'])).toMatchObject({
      accepted: 2,
      delivered: 2,
      lost: 0,
      duplicated: 0,
    })
  })

  it('puts its section in the load report, replacing an earlier one and keeping what follows', () => {
    const run: ChaosRun = {
      startedAt: 'now',
      seconds: 30,
      kills: 4,
      resent: 1,
      airtableFaults: 20,
      outages: 2,
      database: 'a throwaway cluster',
      drainSeconds: 3,
      tally: tallyChaos({ accepted: ['a@x'], unanswered: [] }, ['a@x']),
    }
    const once = withChaosSection('# Load test\n\nfigures\n\n## Later\n\ntext\n', chaosSection(run))
    expect(once).toContain('1 | 1 | 0 | 0 | 0 | 0')
    const twice = withChaosSection(once, chaosSection({ ...run, kills: 5 }))
    expect(twice.match(/## Chaos/g)).toHaveLength(1)
    expect(twice).toContain('5 kills')
    expect(twice).toContain('## Later\n\ntext')
  })
})
