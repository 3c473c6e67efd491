import type { ProductCard } from '../../../catalogue/catalogueQueries.ts'
import type { ChangeLine, ChangeRequestLine } from '../../../booking/changeView.ts'
import { draftLineKey } from '../../../booking/changeDraft.ts'
import type { PlanningRules } from '../../../catalogue/catalogueQueries.ts'
import type { GuestPlan } from '../../../planning/guestPlan.ts'
import { LINE_QUANTITY_MAX } from '../../../planning/lineQuantity.ts'
import { suggestQuantity } from '../../../planning/scaling.ts'
import { findVariant, unitCents } from '../../../pricing/money.ts'

/** One row of the change form: a line of the booking, or a piece the couple are adding, with its bounds. */
export type FormLine = {
  key: string
  productId: string
  variantKey?: string
  name: string
  unitCents: number
  bookedQuantity: number
  quantity: number
  /** A booked line cannot go below what the policy refuses to reduce; an added one can go to none. */
  min: number
  /** What is free on the date for the booking (its own pieces too); what the policy has closed stays as booked. */
  max: number
  /** Booked lines only: the policy's words for it today. */
  allowance?: ChangeLine['allowance']
  free: number | null
}

/**
 * The bounds a booked line's stepper keeps: the policy's refusals, and the pieces free on the date (`free`
 * counts every piece not held by another booking, so the booking's own are in it): never below what is
 * booked for that, though, as stock that went since can only stop an increase.
 */
export function boundsOf(line: ChangeLine): { min: number; max: number } {
  const min = line.allowance.reduce === 'refused' ? line.bookedQuantity : 0
  const open = line.allowance.increase !== 'closed'
  const most = Math.min(LINE_QUANTITY_MAX, line.free ?? LINE_QUANTITY_MAX)
  const max = open ? Math.max(most, line.bookedQuantity) : line.bookedQuantity
  return { min, max: Math.max(min, max) }
}

const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, value))

/** The quantities a change starts from: every booked line as booked. */
export const bookedQuantities = (lines: readonly ChangeLine[]): ChangeRequestLine[] =>
  lines.map((line) => ({
    productId: line.productId,
    ...(line.variantKey ? { variantKey: line.variantKey } : {}),
    quantity: line.bookedQuantity,
  }))

/**
 * The form's rows: the booking's lines at the quantities the couple set (held to their bounds), then the
 * pieces they added that the catalogue still has (priced from it until the server prices the change).
 */
export function formLines(
  booked: readonly ChangeLine[],
  chosen: readonly ChangeRequestLine[],
  products: readonly ProductCard[] | undefined,
): FormLine[] {
  const set = new Map(chosen.map((line) => [draftLineKey(line), line.quantity]))
  const rows = booked.map((line): FormLine => {
    const bounds = boundsOf(line)
    return {
      key: line.key,
      productId: line.productId,
      ...(line.variantKey ? { variantKey: line.variantKey } : {}),
      name: line.name,
      unitCents: line.unitCents,
      bookedQuantity: line.bookedQuantity,
      quantity: clamp(set.get(line.key) ?? line.bookedQuantity, bounds),
      ...bounds,
      allowance: line.allowance,
      free: line.free,
    }
  })
  const bookedKeys = new Set(booked.map((line) => line.key))
  const added = chosen.filter((line) => !bookedKeys.has(draftLineKey(line)) && line.quantity > 0)
  if (!products || added.length === 0) return rows
  // Priced from the catalogue's card until the server prices the change; a piece it no longer has is left out.
  const byId = new Map(products.map((product) => [product.id, product]))
  const priced = added.flatMap((item): FormLine[] => {
    const product = byId.get(item.productId)
    const variant = product && findVariant(product.price, item.variantKey)
    if (!product || (item.variantKey && !variant)) return []
    return [
      {
        key: draftLineKey(item),
        productId: item.productId,
        ...(item.variantKey ? { variantKey: item.variantKey } : {}),
        name: variant ? `${product.name} (${variant.label})` : product.name,
        unitCents: unitCents(product.price, item.variantKey),
        bookedQuantity: 0,
        quantity: Math.min(LINE_QUANTITY_MAX, item.quantity),
        min: 0,
        max: LINE_QUANTITY_MAX,
        free: null,
      },
    ]
  })
  return [...rows, ...priced]
}

/** What the preview and the change are sent: the lines that differ from the booking (a booked line left out stays). */
export const requestLines = (rows: readonly FormLine[]): ChangeRequestLine[] =>
  rows
    .filter((row) => row.quantity !== row.bookedQuantity)
    .map((row) => ({
      productId: row.productId,
      ...(row.variantKey ? { variantKey: row.variantKey } : {}),
      quantity: row.quantity,
    }))

/**
 * The couple's quantities with one line set (a booked line, or an added piece: none removes it from the
 * change), the stepper having held it to its bounds; what the draft keeps and the rows are made from.
 */
export function choose(
  chosen: readonly ChangeRequestLine[],
  line: Pick<ChangeRequestLine, 'productId' | 'variantKey'>,
  quantity: number,
): ChangeRequestLine[] {
  const key = draftLineKey(line)
  const next = { productId: line.productId, ...(line.variantKey ? { variantKey: line.variantKey } : {}), quantity }
  return chosen.some((each) => draftLineKey(each) === key)
    ? chosen.map((each) => (draftLineKey(each) === key ? next : each))
    : [...chosen, next]
}

export type Suggested = Pick<FormLine, 'key' | 'productId' | 'variantKey' | 'name'> & {
  from: number
  to: number
  reason: string
  held: boolean
}

/**
 * "Suggest quantities" against the booking's own lines: each booked line whose product scales with
 * guests or tables set to the plan's suggestion, held to what the line can be today (`held`); pieces the
 * couple added, and lines without a rule, stay as they are.
 */
export function suggestFor(rows: readonly FormLine[], plan: GuestPlan, rules: PlanningRules): Suggested[] {
  const byId = new Map(rules.map((rule) => [rule.id, rule]))
  const suggested: Suggested[] = []
  for (const row of rows) {
    if (row.bookedQuantity === 0) continue
    const suggestion = suggestQuantity(byId.get(row.productId), plan)
    if (!suggestion) continue
    const to = clamp(suggestion.quantity, row)
    suggested.push({ ...row, from: row.quantity, to, reason: suggestion.reason, held: to !== suggestion.quantity })
  }
  return suggested
}
