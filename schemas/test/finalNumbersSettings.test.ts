/**
 * Final numbers' policy in hire terms & charges: staff edit the cut-offs and what a late reduction costs
 * in the Studio; the seed sets the defaults; the charges' query reads each with its default for a terms
 * document older than the fields.
 */
import { describe, expect, it } from 'vitest'
import { hireChargesQuery } from '../src/queries/hire.ts'
import { CHANGE_DEFAULTS } from '../src/rules/changeDefaults.ts'
import { hireTerms } from '../src/types/singletons/hireTerms.ts'
import { errorsOf } from './support/schemaValidation.ts'
import { one } from './support/seedDataset.ts'

type Field = {
  name: string
  group?: string
  initialValue?: unknown
  hidden?: (context: { parent: unknown }) => boolean
}
const field = (name: string) => hireTerms.fields.find((f) => f.name === name) as Field | undefined

describe('Final numbers in hire terms & charges', () => {
  it('has its own group, with a week for increases, a fortnight for free reductions and half kept after', () => {
    expect(hireTerms.groups).toContainEqual({ name: 'changes', title: 'Final numbers' })
    const names = hireTerms.fields.filter((f) => (f as Field).group === 'changes').map((f) => f.name)
    expect(names).toEqual([
      'increaseCutoffDays',
      'reductionCutoffDays',
      'lateReduction',
      'lateReductionPercent',
      'changesApply',
    ])
    expect(Object.fromEntries(names.map((name) => [name, field(name)!.initialValue]))).toEqual(CHANGE_DEFAULTS)
    expect(CHANGE_DEFAULTS).toEqual({
      increaseCutoffDays: 7,
      reductionCutoffDays: 14,
      lateReduction: 'percent',
      lateReductionPercent: 50,
      changesApply: 'free-increases',
    })
  })

  it('shows the percentage only when a percentage is kept', () => {
    const hidden = field('lateReductionPercent')!.hidden!
    expect(hidden({ parent: { lateReduction: 'percent' } })).toBe(false)
    expect(hidden({ parent: { lateReduction: 'keep' } })).toBe(true)
    expect(hidden({ parent: { lateReduction: 'refuse' } })).toBe(true)
  })

  it('is in the seed', () => {
    expect(one('hireTerms')).toMatchObject(CHANGE_DEFAULTS)
  })

  it('is read with the charges, each with its default when a terms document predates it', () => {
    expect(hireChargesQuery).toContain('"changes": {')
    expect(hireChargesQuery).toContain('"increaseCutoffDays": coalesce(increaseCutoffDays, 7)')
    expect(hireChargesQuery).toContain('"lateReduction": coalesce(lateReduction, "percent")')
    expect(hireChargesQuery).toContain('"changesApply": coalesce(changesApply, "free-increases")')
  })

  it.each([
    ['increaseCutoffDays', 0],
    ['increaseCutoffDays', 181],
    ['increaseCutoffDays', 2.5],
    ['reductionCutoffDays', undefined],
    ['lateReduction', undefined],
    ['lateReductionPercent', 101],
    ['lateReductionPercent', -1],
    ['lateReductionPercent', undefined],
    ['changesApply', undefined],
  ])('refuses %s = %s', async (name, value) => {
    const terms = structuredClone(one('hireTerms'))
    terms[name] = value
    expect((await errorsOf(terms)).some((error) => error.includes(`["${name}"]`))).toBe(true)
  })

  it('needs no percentage when the whole price is kept or reductions are refused', async () => {
    for (const lateReduction of ['keep', 'refuse']) {
      const terms = structuredClone(one('hireTerms'))
      terms.lateReduction = lateReduction
      delete terms.lateReductionPercent
      expect(await errorsOf(terms)).toEqual([])
    }
  })
})
