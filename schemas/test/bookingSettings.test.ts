/**
 * The booking settings in hire terms & charges: the quote page, the deposit charge and the balance
 * reminders read these days, so the seed carries them and the Studio refuses nonsense.
 */
import { describe, expect, it } from 'vitest'
import { hireChargesQuery } from '../src/queries/hire.ts'
import { hireTerms } from '../src/types/singletons/hireTerms.ts'
import { errorsOf } from './support/schemaValidation.ts'
import { one } from './support/seedDataset.ts'

const SETTINGS = ['balanceDueDays', 'quoteValidDays', 'balanceReminderDays'] as const

describe('booking settings', () => {
  it('sit beside depositPercent in the charges group and are seeded 14 / 14 / 7', () => {
    const charges = hireTerms.fields.filter((f) => (f as { group?: string }).group === 'charges').map((f) => f.name)
    expect(charges).toEqual(expect.arrayContaining(['depositPercent', ...SETTINGS]))
    expect(charges.indexOf('balanceDueDays')).toBe(charges.indexOf('depositPercent') + 1)
    const terms = one('hireTerms')
    expect([terms.balanceDueDays, terms.quoteValidDays, terms.balanceReminderDays]).toEqual([14, 14, 7])
  })

  it('say the deposit is charged online now', () => {
    const deposit = hireTerms.fields.find((f) => f.name === 'depositPercent') as { description: string }
    expect(deposit.description).not.toMatch(/never charged/i)
    expect(deposit.description).toMatch(/accepts their quote/)
  })

  it('are read with the charges, with the seed days when a document predates them', () => {
    for (const name of SETTINGS) expect(hireChargesQuery).toContain(`"${name}": coalesce(${name}, `)
  })

  it.each([
    ['balanceDueDays', 1.5],
    ['balanceDueDays', -1],
    ['quoteValidDays', 0],
    ['balanceReminderDays', 0],
    ['quoteValidDays', undefined],
  ])('refuse %s = %s', async (name, value) => {
    const terms = structuredClone(one('hireTerms'))
    terms[name] = value
    expect((await errorsOf(terms)).some((error) => error.includes(`["${name}"]`))).toBe(true)
  })
})
