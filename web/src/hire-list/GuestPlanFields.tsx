import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '../components/ui/Button.tsx'
import { planningRulesQueryOptions } from '../catalogue/catalogueQueries.ts'
import { afterNextPaint } from '../lib/react/afterNextPaint.ts'
import { useHydrated } from '../lib/react/useHydrated.ts'
import {
  DEFAULT_PER_TABLE,
  DEFAULT_TABLES,
  formatCount,
  guestPlan,
  guestsError,
  type GuestPlan,
  perTableError,
} from '../planning/guestPlan.ts'
import { LINE_QUANTITY_MAX } from '../planning/lineQuantity.ts'
import { Fieldset, Hint, Legend } from './EventNoteFields.tsx'
import { PlanNumberField } from './PlanNumberField.tsx'
import { TablesCount, TablesField } from './PlanTables.tsx'
import { useEventNote, useHireList, useHireListStore } from './hireListStore.ts'
import { useQuantitySuggestions } from './quantitySuggestions.ts'

const Status = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`

const Undo = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.maroon};
  text-decoration: underline;
  text-underline-offset: 0.25em;
  cursor: pointer;
`

const lines = (count: number) => (count === 1 ? '1 line' : `${count} lines`)

/** The plan's note after "Suggest quantities": how many lines, and how many hold the most a line can. */
function suggestedText(suggested: number, capped: number): string {
  const done = `Suggested quantities for ${lines(suggested)}.`
  if (!capped) return done
  const which = capped === 1 ? '1 is' : `${capped} are`
  return `${done} ${which} capped at ${formatCount(LINE_QUANTITY_MAX)}, the most a line can hold: tell us the full numbers in your inquiry.`
}

/**
 * "Suggest quantities" and what it did, for the plan the fields make. Its own component: it follows
 * the list's lines (which have a rule, which still hold a suggestion), so a line's quantity renders
 * it and not the plan's fields (docs/decisions/0023).
 *
 * Either button changes every line, the totals and the page's length: the tap's own frame shows its
 * answer here (what was suggested, or nothing left to undo), and the lines follow in a task after
 * that paint, as a category change follows its select on the hire range (decision 0023).
 */
function PlanSuggestions({ plan }: { plan: GuestPlan | undefined }) {
  const items = useHireList()
  const hydrated = useHydrated()
  const suggestions = useQuantitySuggestions()
  const rules = useQuery({ ...planningRulesQueryOptions(), enabled: hydrated })
  // Set in the tap, cleared once the lines have followed; a second tap meanwhile is the same request.
  const [following, setFollowing] = useState<{ suggested: number; capped: number } | 'undo' | null>(null)
  const follow = (answer: NonNullable<typeof following>, change: () => void) => {
    if (following) return
    setFollowing(answer)
    afterNextPaint(() => {
      change()
      setFollowing(null)
    })
  }
  const canUndo = !following && suggestions.canUndo()
  const said = canUndo ? { suggested: suggestions.state().lines.length, capped: suggestions.cappedCount() } : null
  const shown = following ?? said
  const status = shown && shown !== 'undo' ? suggestedText(shown.suggested, shown.capped) : ''
  const withRule = new Set((rules.data ?? []).filter((rule) => rule.scaling?.basis).map((rule) => rule.id))
  const scalable = items.filter((item) => withRule.has(item.productId)).length
  return (
    <>
      {plan && items.length > 0 && rules.data ? (
        scalable > 0 ? (
          <Button
            type="button"
            $variant="outline"
            onClick={() => {
              const data = rules.data
              follow(suggestions.preview(plan, data), () => suggestions.suggest(plan, data))
            }}
          >
            Suggest quantities
          </Button>
        ) : (
          <Hint>None of the pieces in your list scale with guests; their quantities are yours to set.</Hint>
        )
      ) : null}
      <Status>
        <span role="status" aria-live="polite">
          {status}
        </span>
        {/* Hidden rather than absent until there is something to undo, so the first "Suggest
            quantities" inserts no CSS rule in its tap (docs/decisions/0023). */}
        <Undo type="button" hidden={!canUndo} onClick={() => follow('undo', () => suggestions.undo())}>
          Undo
        </Undo>
      </Status>
    </>
  )
}

/**
 * "Plan by guests": Guests, Guests per table (ten unless changed) and the tables, noted with the
 * list like the date; the tables they make, and "Suggest quantities", offered once both numbers
 * are valid, which sets each line with a rule to its suggestion (its reason shown on the line) until
 * "Undo" (docs/product/hire-list.md#planning-by-guests). Nothing changes until the visitor asks.
 */
export function GuestPlanFields() {
  const store = useHireListStore()
  const note = useEventNote()
  const hydrated = useHydrated()

  const perTableText = note.perTable ?? String(DEFAULT_PER_TABLE)
  const plan = guestPlan({ ...note, perTable: perTableText, tables: note.tables ?? DEFAULT_TABLES })

  return (
    <Fieldset disabled={!hydrated}>
      <Legend>Plan by guests</Legend>
      <Hint>Tell us how many are coming and we will suggest how many of each piece to hire.</Hint>
      <PlanNumberField
        label="Guests"
        placeholder="e.g. 120"
        value={note.guests ?? ''}
        message={guestsError(note.guests)}
        onChange={(guests) => store.setEvent({ ...note, guests })}
      />
      <PlanNumberField
        label="Guests per table"
        value={perTableText}
        message={perTableError(perTableText)}
        onChange={(perTable) => store.setEvent({ ...note, perTable })}
      />
      <TablesField value={note.tables ?? DEFAULT_TABLES} onChange={(tables) => store.setEvent({ ...note, tables })} />
      <TablesCount plan={plan} />
      <PlanSuggestions plan={plan} />
    </Fieldset>
  )
}
