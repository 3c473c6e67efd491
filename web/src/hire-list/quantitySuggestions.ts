import { useSyncExternalStore } from 'react'
import type { PlanningRules } from '../catalogue/catalogueQueries.ts'
import type { GuestPlan } from '../planning/guestPlan.ts'
import { suggestQuantity } from '../planning/scaling.ts'
import { lineKey, type HireListItem } from './hireListStorage.ts'
import { useHireListStore, type HireListStore } from './hireListStore.ts'

/**
 * "Suggest quantities" and "Undo" on the hire list (docs/product/hire-list.md#planning-by-guests).
 * What was suggested, and what each line held before, is kept for this page load beside the list's
 * store (one per store, so a test's store has its own): the line shows why while it still holds
 * the suggestion, and Undo puts back only the lines that still do, so a quantity changed by hand
 * since is never overwritten.
 */
/** `capped`: the rule asked for more than a line holds, so the line holds the most it can. */
export type SuggestedLine = { key: string; from: number; to: number; reason: string; capped: boolean }
type State = { lines: readonly SuggestedLine[] }

const EMPTY: State = Object.freeze({ lines: [] })

/**
 * The list with each line that has a rule set to its suggestion, and what was suggested. A line
 * still at an earlier suggestion keeps what it held before that one, so Undo after a second press
 * (or a new plan) puts back the visitor's own quantities, not the first suggestion's.
 */
function suggestFor(
  current: readonly HireListItem[],
  plan: GuestPlan,
  rules: PlanningRules,
  earlier: (item: HireListItem) => SuggestedLine | undefined,
) {
  const byId = new Map(rules.map((rule) => [rule.id, rule]))
  const lines: SuggestedLine[] = []
  const items = current.map((item) => {
    const suggestion = suggestQuantity(byId.get(item.productId), plan)
    if (!suggestion) return item
    lines.push({
      key: lineKey(item),
      from: earlier(item)?.from ?? item.quantity,
      to: suggestion.quantity,
      reason: suggestion.reason,
      capped: suggestion.capped !== undefined,
    })
    return { ...item, quantity: suggestion.quantity }
  })
  return { items, lines }
}

function createSuggestions(list: HireListStore) {
  let state = EMPTY
  const listeners = new Set<() => void>()
  const set = (next: State) => {
    state = next
    listeners.forEach((listener) => listener())
  }
  const stillSuggested = (item: HireListItem) =>
    state.lines.find((line) => line.key === lineKey(item) && line.to === item.quantity)
  return {
    state: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Sets every line with a rule to its suggestion; returns how many lines had one. */
    suggest(plan: GuestPlan, rules: PlanningRules): number {
      const { items, lines } = suggestFor(list.items(), plan, rules, stillSuggested)
      if (lines.length) list.replace(items)
      set({ lines })
      return lines.length
    },
    /** What `suggest` would do to the list as it is, changing nothing: how many lines, how many capped. */
    preview(plan: GuestPlan, rules: PlanningRules): { suggested: number; capped: number } {
      const { lines } = suggestFor(list.items(), plan, rules, stillSuggested)
      return { suggested: lines.length, capped: lines.filter((line) => line.capped).length }
    },
    /** Puts back the quantities the lines held before, where they still hold the suggestion. */
    undo() {
      const items = list.items().map((item) => {
        const line = stillSuggested(item)
        return line ? { ...item, quantity: line.from } : item
      })
      list.replace(items)
      set(EMPTY)
    },
    /** Why a line holds its quantity, while it still holds the suggestion. */
    reasonFor: (item: HireListItem) => stillSuggested(item)?.reason,
    canUndo: () => state.lines.length > 0 && list.items().some((item) => stillSuggested(item)),
    /** How many lines still hold a suggestion that was capped. */
    cappedCount: () => list.items().filter((item) => stillSuggested(item)?.capped).length,
  }
}

export type QuantitySuggestions = ReturnType<typeof createSuggestions>

const byStore = new WeakMap<HireListStore, QuantitySuggestions>()

/** The suggestions of the hire list in context, and a render whenever they change. */
export function useQuantitySuggestions(): QuantitySuggestions {
  const list = useHireListStore()
  let suggestions = byStore.get(list)
  if (!suggestions) byStore.set(list, (suggestions = createSuggestions(list)))
  useSyncExternalStore(suggestions.subscribe, suggestions.state, () => EMPTY)
  return suggestions
}
