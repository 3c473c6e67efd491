import { describe, expect, it } from 'vitest'
import { eventDateNotice, NOTICE_TEXT } from '../../src/hire-list/eventDateNotice.ts'

// Monday 10 May 2027, 10:30 in Brisbane, the business's clock.
const NOW = new Date('2027-05-10T00:30:00Z')

describe('event date notice (48 hours)', () => {
  it.each([
    ['2027-05-09', 'past'],
    ['2026-12-31', 'past'],
    ['2027-05-10', 'short-notice'],
    ['2027-05-11', 'short-notice'],
    ['2027-05-12', 'short-notice'], // starts in 37.5 hours
    ['2027-05-13', null], // starts in 61.5 hours
    ['2028-01-01', null],
  ] as const)('%s → %s', (date, notice) => {
    expect(eventDateNotice(date, NOW)).toBe(notice)
  })

  it('counts 48 hours to the start of the event day, to the minute', () => {
    // Midnight on 11 May in Brisbane.
    const twoDaysBefore = new Date('2027-05-10T14:00:00Z')
    expect(eventDateNotice('2027-05-13', twoDaysBefore)).toBe(null)
    expect(eventDateNotice('2027-05-13', new Date(twoDaysBefore.getTime() + 60_000))).toBe('short-notice')
  })

  it('says nothing for no date or one that is not a calendar day', () => {
    for (const date of [undefined, '', '2027-02-30', '20-05-2027', 'tomorrow']) {
      expect(eventDateNotice(date, NOW)).toBe(null)
    }
    expect(eventDateNotice('2028-02-29', NOW)).toBe(null)
  })

  it('explains the 48 hours notice for cancellations and changes', () => {
    expect(NOTICE_TEXT['short-notice']).toMatch(/48 hours/)
    expect(NOTICE_TEXT['short-notice']).toMatch(/[Cc]ancellations and changes/)
    expect(NOTICE_TEXT.past).toMatch(/already passed/)
  })
})
