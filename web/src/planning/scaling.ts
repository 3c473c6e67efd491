import { formatCount, type GuestPlan } from './guestPlan.ts'
import { capLine, LINE_QUANTITY_MAX } from './lineQuantity.ts'

/**
 * How a product scales with an event, as the CMS holds it (schemas/src/types/fields/planning.ts): per
 * guest (a ratio), per table, or a fixed number for the event; a spare percentage of its own or its
 * category's. The one home of the arithmetic (docs/product/hire-list.md#planning-by-guests).
 */
export type ScalingBasis = 'guest' | 'table' | 'event'
export type Scaling = { basis?: string | null; amount?: number | null; sparePercent?: number | null }
export type PlanningRule = { scaling?: Scaling | null; categorySpare?: number | null }

/** `capped`: what the rule asked for, when that is more than a line can hold (the quantity is then the cap). */
export type Suggestion = { quantity: number; reason: string; capped?: number }

const BASES: readonly string[] = ['guest', 'table', 'event']

/** The rule's basis and amount when it has both, else undefined (no rule: the line is left alone). */
export function ruleOf(
  rule: PlanningRule | undefined,
): { basis: ScalingBasis; amount: number; spare: number } | undefined {
  const scaling = rule?.scaling
  if (!scaling?.basis || !BASES.includes(scaling.basis)) return undefined
  const amount = scaling.amount
  if (typeof amount !== 'number' || !(amount > 0) || !Number.isFinite(amount)) return undefined
  return { basis: scaling.basis as ScalingBasis, amount, spare: sparePercent(rule) }
}

/** The product's own spare overrides its category's; none at all is no spare. */
export function sparePercent(rule: PlanningRule | undefined): number {
  const own = rule?.scaling?.sparePercent
  const spare = typeof own === 'number' ? own : rule?.categorySpare
  return typeof spare === 'number' && spare > 0 && Number.isFinite(spare) ? spare : 0
}

/**
 * Rounds up, after forgetting the last float digits: 120 × 1.1 is 132.00000000000003 in binary,
 * and a guest should not pay for a plate the arithmetic invented.
 */
export const roundUp = (value: number): number => Math.ceil(Math.round(value * 1e6) / 1e6)

const amountText = (amount: number) => formatCount(amount)

/** A suggestion held to what a line can hold; the reason then says so. */
function held(quantity: number, reason: string): Suggestion {
  if (quantity <= LINE_QUANTITY_MAX) return { quantity, reason }
  return {
    quantity: capLine(quantity),
    capped: quantity,
    reason: `${reason}, capped at ${formatCount(LINE_QUANTITY_MAX)}: the most a line can hold`,
  }
}

/**
 * The quantity a rule suggests for a plan, and why, in the words shown on the line:
 * "120 guests × 1 + 10% spare = 132", "12 tables × 1 = 12", "1 for the event". Undefined without a rule.
 * Never more than a line can hold (999): "5,000 guests × 1 + 10% spare = 5,500, capped at 999: …".
 */
export function suggestQuantity(
  rule: PlanningRule | undefined,
  plan: Pick<GuestPlan, 'guests' | 'tables'>,
): Suggestion | undefined {
  const r = ruleOf(rule)
  if (!r) return undefined
  if (r.basis === 'event') {
    const quantity = Math.max(1, roundUp(r.amount))
    return held(quantity, `${formatCount(quantity)} for the event`)
  }
  const count = r.basis === 'guest' ? plan.guests : plan.tables
  const noun = r.basis === 'guest' ? (count === 1 ? 'guest' : 'guests') : count === 1 ? 'table' : 'tables'
  const base = count * r.amount
  const quantity = Math.max(1, roundUp(r.spare ? (base * (100 + r.spare)) / 100 : base))
  const spare = r.spare ? ` + ${formatCount(r.spare)}% spare` : ''
  return held(quantity, `${formatCount(count)} ${noun} × ${amountText(r.amount)}${spare} = ${formatCount(quantity)}`)
}

/**
 * A look's quantity for the visitor's guests: pieces that scale with guests or tables grow in
 * proportion to the guests the look was styled for, rounded up; pieces for the event, and pieces
 * without a rule, stay as styled; none beyond what a line can hold (`capped`: what the look asked for).
 */
export function scaleLookLine(
  quantity: number,
  rule: PlanningRule | undefined,
  styledFor: number | null | undefined,
  guests: number,
): { quantity: number; capped?: number } {
  const r = ruleOf(rule)
  if (!r || r.basis === 'event' || !styledFor || !(styledFor > 0) || !(guests > 0)) return { quantity }
  const wanted = Math.max(1, roundUp((quantity * guests) / styledFor))
  return wanted > LINE_QUANTITY_MAX ? { quantity: capLine(wanted), capped: wanted } : { quantity: wanted }
}

/** scaleLookLine's quantity alone. */
export const scaleLookQuantity = (...args: Parameters<typeof scaleLookLine>): number => scaleLookLine(...args).quantity
