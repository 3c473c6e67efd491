import { CHANGE_DEFAULTS, CUTOFF_DAYS } from '@amaranth/schemas/rules/changeDefaults'
import { dayNumber, formatEventDay, isoDay } from '../availability/calendarDay.ts'
import type { ChangePolicy, LineAllowance } from './changeView.ts'

/**
 * What Final numbers' policy allows on a day (docs/product/inquiries.md#final-numbers). Pure: the change
 * form shows it and the server asks it again before it prices or applies a change. Every day is a
 * YYYY-MM-DD day on the business's calendar (`today` from lib/time/businessDay.ts's businessToday), so
 * a server or a phone on another clock reads the same cut-offs.
 */

/** The policy staff set in the Studio (hire terms, group Final numbers); a terms document without it reads as this. */
export const CHANGE_POLICY_DEFAULTS: ChangePolicy = Object.freeze({
  increaseCutoffDays: CHANGE_DEFAULTS.increaseCutoffDays,
  reductionCutoffDays: CHANGE_DEFAULTS.reductionCutoffDays,
  lateReduction: CHANGE_DEFAULTS.lateReduction,
  lateReductionPercent: CHANGE_DEFAULTS.lateReductionPercent,
  applyAtOnce: CHANGE_DEFAULTS.changesApply,
})

/** The Studio's fields as a hire terms document holds them, or as hireChargesQuery's `changes` answers them. */
type PolicyFields = {
  increaseCutoffDays?: unknown
  reductionCutoffDays?: unknown
  lateReduction?: unknown
  lateReductionPercent?: unknown
  changesApply?: unknown
}

const wholeIn = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback

const oneOf = <T extends string>(value: unknown, values: readonly T[], fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback

/**
 * The policy from a hire terms document or the charges' answer (its `changes`); each field the document
 * lacks, or holds out of bounds, reads as its default.
 */
export function changePolicyOf(source: object | null | undefined): ChangePolicy {
  const raw = ((source && 'changes' in source ? source.changes : source) ?? {}) as PolicyFields
  const d = CHANGE_POLICY_DEFAULTS
  return {
    increaseCutoffDays: wholeIn(raw.increaseCutoffDays, CUTOFF_DAYS.min, CUTOFF_DAYS.max, d.increaseCutoffDays),
    reductionCutoffDays: wholeIn(raw.reductionCutoffDays, CUTOFF_DAYS.min, CUTOFF_DAYS.max, d.reductionCutoffDays),
    lateReduction: oneOf(raw.lateReduction, ['keep', 'percent', 'refuse'], d.lateReduction),
    lateReductionPercent: wholeIn(raw.lateReductionPercent, 0, 100, d.lateReductionPercent),
    applyAtOnce: oneOf(raw.changesApply, ['free-increases', 'staff'], d.applyAtOnce),
  }
}

/** The last days of a booking's changes, YYYY-MM-DD; null when the event date is not a calendar day. */
export function changeLastDays(policy: ChangePolicy, eventDate: string): { increase: string; reduce: string } | null {
  const event = dayNumber(eventDate)
  if (event === null) return null
  return { increase: isoDay(event - policy.increaseCutoffDays), reduce: isoDay(event - policy.reductionCutoffDays) }
}

/** Why nothing can change today, in words, or null: nothing changes online on or after the event's day. */
export function changeClosedReason(eventDate: string, today: string): string | null {
  const event = dayNumber(eventDate)
  const now = dayNumber(today)
  if (event === null || now === null) return 'Your booking can no longer change online: call us to change it.'
  if (now === event) return 'Your booking can no longer change online: your event is today.'
  if (now > event) return 'Your booking can no longer change online: your event has passed.'
  return null
}

/** The share of a late reduction kept, as the words say it. */
const lateWords = (policy: ChangePolicy) =>
  policy.lateReduction === 'keep'
    ? 'the full price of the pieces you remove is kept as a cancellation fee'
    : `${policy.lateReductionPercent}% of the price of the pieces you remove is kept as a cancellation fee`

/**
 * What the policy allows for a line of the booking on `today`, with the date it changes in words. The
 * last days are inclusive: with 7 days for increases and an event on Saturday 13 March, more may be added
 * through Saturday 6 March.
 */
export function lineAllowance(policy: ChangePolicy, eventDate: string, today: string): LineAllowance {
  const closed = changeClosedReason(eventDate, today)
  const last = changeLastDays(policy, eventDate)
  if (closed || !last)
    return { increase: 'closed', reduce: 'refused', feePercent: 0, reduceWithStaff: true, words: closed! }
  const increase =
    today <= last.increase ? (policy.applyAtOnce === 'free-increases' ? 'at-once' : 'with-staff') : 'closed'
  const increaseWords =
    increase === 'closed'
      ? `The last day to add more was ${formatEventDay(last.increase)}.`
      : `Add more until ${formatEventDay(last.increase)} if it is free on your date.`
  const late =
    policy.lateReduction === 'refuse' ? null : policy.lateReduction === 'keep' ? 100 : policy.lateReductionPercent
  if (today <= last.reduce) {
    const after = late === null ? 'after that the numbers can no longer be reduced' : `after that ${lateWords(policy)}`
    return {
      increase,
      reduce: 'free',
      feePercent: 0,
      reduceWithStaff: true,
      words: `${increaseWords} Reduce free of charge until ${formatEventDay(last.reduce)}; ${after}.`,
    }
  }
  const reduceWords =
    late === null
      ? `The last day to reduce was ${formatEventDay(last.reduce)}.`
      : `Free reductions ended on ${formatEventDay(last.reduce)}: if you reduce now, ${lateWords(policy)}.`
  return {
    increase,
    reduce: late === null ? 'refused' : 'fee',
    feePercent: late ?? 0,
    reduceWithStaff: true,
    words: `${increaseWords} ${reduceWords}`,
  }
}
