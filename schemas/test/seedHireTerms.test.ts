/**
 * The seed hire terms say what the site does (the deposit charged on accepting a quote, the balance
 * and its reminders, cancellation) and quote the charges by placeholder, so the words and the
 * figures the quote page charges cannot drift apart.
 */
import { describe, expect, it } from 'vitest'
import { fillFigures, TERMS_FIGURES, unknownPlaceholders, type TermsFigures } from '../src/rules/termsFigures.ts'
import { errorsOf } from './support/schemaValidation.ts'
import { one } from './support/seedDataset.ts'

const terms = one('hireTerms')
const text = (terms.body as Array<{ children?: Array<{ text: string }> }>)
  .flatMap((block) => (block.children ?? []).map((span) => span.text))
  .join('\n')
const figures = Object.fromEntries(TERMS_FIGURES.map((name) => [name, terms[name]])) as TermsFigures
const filled = fillFigures(text, figures)

describe('the seed hire terms', () => {
  it('no longer say the website never takes payment', () => {
    expect(text).not.toMatch(/never takes payment/i)
  })

  it('describe the deposit, the balance, its reminders and cancellation with the seed figures', () => {
    expect(filled).toContain('pay a deposit of 30% of the quoted total online')
    expect(filled).toContain('If your event is 14 days away or less, the deposit is the whole total.')
    expect(filled).toContain('The balance is due 14 days before your event.')
    expect(filled).toContain('a reminder 7 days before it is due and again on the day')
    expect(filled).toContain('A quote is valid for 14 days')
    expect(filled).toMatch(/If the balance is not paid by its due date/)
    expect(filled).toContain('Cancellations must be made at least 48 hours before the event date')
  })

  it('write the charges as placeholders, never as numbers of their own', () => {
    for (const name of TERMS_FIGURES) expect(text).toContain(`{${name}}`)
    expect(unknownPlaceholders(text)).toEqual([])
    // A number of days or a deposit percentage typed out would not follow the CMS fields.
    expect(text).not.toMatch(/\b\d+ days\b/)
    expect(text).not.toMatch(/deposit of \d+%/)
  })

  it('refuse a placeholder naming no charge', async () => {
    const broken = structuredClone(terms)
    broken.body[1].children[0].text = 'A deposit of {depositPercnt}% secures your date.'
    expect(await errorsOf(broken)).toContainEqual(expect.stringContaining('{depositPercnt} names no charge'))
  })
})
