import { hireChargesQuery } from '@amaranth/schemas/queries/hire'
import { CHANGE_DEFAULTS } from '@amaranth/schemas/rules/changeDefaults'
import type { HireChargesQueryResult } from '@amaranth/schemas/sanity.types'
import { loadSeedDataset } from '@amaranth/schemas/seed'
import { describe, expect, it } from 'vitest'
import {
  CHANGE_POLICY_DEFAULTS,
  changeClosedReason,
  changeLastDays,
  changePolicyOf,
  lineAllowance,
} from '../../src/booking/changePolicy.ts'
import type { ChangePolicy } from '../../src/booking/changeView.ts'
import { createQueryEngine } from '../../src/content-lake/groqQuery.ts'
import { businessToday } from '../../src/lib/time/businessDay.ts'
import { installFakeClock } from '../availability/businessClock.ts'

// Tuesday 9 March 2027: increases through Tuesday 2 March, free reductions through Tuesday 23 February.
const EVENT = '2027-03-09'
const POLICY: ChangePolicy = {
  increaseCutoffDays: 7,
  reductionCutoffDays: 14,
  lateReduction: 'percent',
  lateReductionPercent: 50,
  applyAtOnce: 'free-increases',
}

describe('the policy as the CMS holds it', () => {
  it('reads every field, from the charges answer or the hire terms document', () => {
    const fields = {
      increaseCutoffDays: 3,
      reductionCutoffDays: 28,
      lateReduction: 'keep',
      lateReductionPercent: 20,
      changesApply: 'staff',
    }
    const policy = {
      increaseCutoffDays: 3,
      reductionCutoffDays: 28,
      lateReduction: 'keep',
      lateReductionPercent: 20,
      applyAtOnce: 'staff',
    }
    expect(changePolicyOf({ changes: fields })).toEqual(policy)
    expect(changePolicyOf(fields)).toEqual(policy)
  })

  it("reads the charges' answer of the seed, and of a terms document older than the fields", async () => {
    const seed = loadSeedDataset()
    const answer = async (documents: typeof seed) =>
      (await createQueryEngine(documents)(hireChargesQuery, {})) as HireChargesQueryResult
    const staffSet = seed.map((doc) =>
      doc._id === 'hireTerms' ? { ...doc, increaseCutoffDays: 3, lateReduction: 'refuse', changesApply: 'staff' } : doc,
    )
    expect(changePolicyOf(await answer(staffSet))).toEqual({
      ...CHANGE_POLICY_DEFAULTS,
      increaseCutoffDays: 3,
      lateReduction: 'refuse',
      applyAtOnce: 'staff',
    })
    const older = seed.map((doc) =>
      doc._id === 'hireTerms'
        ? (Object.fromEntries(Object.entries(doc).filter(([name]) => !(name in CHANGE_DEFAULTS))) as typeof doc)
        : doc,
    )
    const olderAnswer = await answer(older)
    expect(olderAnswer && 'changes' in olderAnswer && olderAnswer.changes).toEqual({
      increaseCutoffDays: 7,
      reductionCutoffDays: 14,
      lateReduction: 'percent',
      lateReductionPercent: 50,
      changesApply: 'free-increases',
    })
    expect(changePolicyOf(olderAnswer)).toEqual(CHANGE_POLICY_DEFAULTS)
    expect(changePolicyOf(await answer(seed.filter((doc) => doc._id !== 'hireTerms')))).toEqual(CHANGE_POLICY_DEFAULTS)
  })

  it('reads a terms document older than the fields, or none, as the defaults', () => {
    const defaults = {
      increaseCutoffDays: 7,
      reductionCutoffDays: 14,
      lateReduction: 'percent',
      lateReductionPercent: 50,
      applyAtOnce: 'free-increases',
    }
    expect(CHANGE_POLICY_DEFAULTS).toEqual(defaults)
    expect(changePolicyOf(null)).toEqual(defaults)
    expect(changePolicyOf(undefined)).toEqual(defaults)
    expect(changePolicyOf({})).toEqual(defaults)
    expect(changePolicyOf({ changes: null })).toEqual(defaults)
  })

  it('reads a field out of bounds or of another kind as its default', () => {
    expect(
      changePolicyOf({
        increaseCutoffDays: 0,
        reductionCutoffDays: 2.5,
        lateReduction: 'maybe',
        lateReductionPercent: 101,
        changesApply: 'yes',
      }),
    ).toEqual(CHANGE_POLICY_DEFAULTS)
    expect(changePolicyOf({ increaseCutoffDays: '7', lateReductionPercent: -1 })).toEqual(CHANGE_POLICY_DEFAULTS)
    expect(changePolicyOf({ lateReductionPercent: 0 }).lateReductionPercent).toBe(0)
  })
})

describe("a line's allowance", () => {
  it('says what is allowed today and the dates it changes', () => {
    expect(changeLastDays(POLICY, EVENT)).toEqual({ increase: '2027-03-02', reduce: '2027-02-23' })
    expect(lineAllowance(POLICY, EVENT, '2027-02-01')).toEqual({
      increase: 'at-once',
      reduce: 'free',
      feePercent: 0,
      reduceWithStaff: true,
      words:
        'Add more until Tuesday 2 March 2027 if it is free on your date. Reduce free of charge until Tuesday 23 February 2027; after that 50% of the price of the pieces you remove is kept as a cancellation fee.',
    })
  })

  it('keeps reductions free through their last day, inclusive, then keeps the percentage', () => {
    expect(lineAllowance(POLICY, EVENT, '2027-02-23')).toMatchObject({ reduce: 'free', feePercent: 0 })
    expect(lineAllowance(POLICY, EVENT, '2027-02-24')).toEqual({
      increase: 'at-once',
      reduce: 'fee',
      feePercent: 50,
      reduceWithStaff: true,
      words:
        'Add more until Tuesday 2 March 2027 if it is free on your date. Free reductions ended on Tuesday 23 February 2027: if you reduce now, 50% of the price of the pieces you remove is kept as a cancellation fee.',
    })
  })

  it('takes increases through their last day, inclusive, then closes them', () => {
    expect(lineAllowance(POLICY, EVENT, '2027-03-02').increase).toBe('at-once')
    const after = lineAllowance(POLICY, EVENT, '2027-03-03')
    expect(after.increase).toBe('closed')
    expect(after.words).toMatch(/^The last day to add more was Tuesday 2 March 2027\. /)
  })

  it("keeps the removed pieces' whole price with 'keep'", () => {
    const keep = { ...POLICY, lateReduction: 'keep' } as const
    expect(lineAllowance(keep, EVENT, '2027-02-01').words).toContain(
      'after that the full price of the pieces you remove is kept as a cancellation fee.',
    )
    expect(lineAllowance(keep, EVENT, '2027-02-24')).toMatchObject({ reduce: 'fee', feePercent: 100 })
  })

  it("refuses late reductions with 'refuse'", () => {
    const refuse = { ...POLICY, lateReduction: 'refuse' } as const
    expect(lineAllowance(refuse, EVENT, '2027-02-01').words).toContain(
      'Reduce free of charge until Tuesday 23 February 2027; after that the numbers can no longer be reduced.',
    )
    const late = lineAllowance(refuse, EVENT, '2027-02-24')
    expect(late).toMatchObject({ reduce: 'refused', feePercent: 0 })
    expect(late.words).toContain('The last day to reduce was Tuesday 23 February 2027.')
  })

  it('sends increases to staff when the policy says every change waits', () => {
    expect(lineAllowance({ ...POLICY, applyAtOnce: 'staff' }, EVENT, '2027-02-01').increase).toBe('with-staff')
  })

  it("closes everything on the event's day and after it, and on a date that is no day", () => {
    expect(changeClosedReason(EVENT, '2027-03-08')).toBe(null)
    expect(changeClosedReason(EVENT, EVENT)).toBe('Your booking can no longer change online: your event is today.')
    expect(changeClosedReason(EVENT, '2027-03-10')).toBe(
      'Your booking can no longer change online: your event has passed.',
    )
    expect(changeClosedReason('2027-02-30', '2027-02-01')).toMatch(/can no longer change online/)
    expect(lineAllowance(POLICY, EVENT, EVENT)).toEqual({
      increase: 'closed',
      reduce: 'refused',
      feePercent: 0,
      reduceWithStaff: true,
      words: 'Your booking can no longer change online: your event is today.',
    })
  })
})

describe("the policy's days on Brisbane's calendar, from a server on another clock", () => {
  const setClock = installFakeClock()
  const ZONES = ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'] as const
  // Brisbane is UTC+10 all year: its midnight is 14:00 UTC the day before.
  const EDGES = [
    { at: '2027-03-02T13:59:00Z', increase: 'at-once', reduce: 'fee', closed: false },
    { at: '2027-03-02T14:01:00Z', increase: 'closed', reduce: 'fee', closed: false },
    { at: '2027-02-23T13:59:00Z', increase: 'at-once', reduce: 'free', closed: false },
    { at: '2027-02-23T14:01:00Z', increase: 'at-once', reduce: 'fee', closed: false },
    { at: '2027-03-08T13:59:00Z', increase: 'closed', reduce: 'fee', closed: false },
    { at: '2027-03-08T14:01:00Z', increase: 'closed', reduce: 'refused', closed: true },
  ] as const
  const cases = ZONES.flatMap((zone) => EDGES.map((edge) => ({ zone, ...edge })))

  it.each(cases)('at $at on a host in $zone: increase $increase, reduce $reduce', ({ zone, at, ...want }) => {
    setClock(at, zone)
    const today = businessToday()
    expect(lineAllowance(POLICY, EVENT, today)).toMatchObject({ increase: want.increase, reduce: want.reduce })
    expect(changeClosedReason(EVENT, today) !== null).toBe(want.closed)
  })
})
