import { useQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { planningRulesQueryOptions } from '../catalogue/catalogueQueries.ts'
import { DEFAULT_TABLES, tableChoice } from '../planning/guestPlan.ts'
import { fitsTables, fittingTables } from '../planning/tableFit.ts'
import { useEventNoteField } from './hireListStore.ts'
import { useQuantitySuggestions } from './quantitySuggestions.ts'
import type { HireListLine } from './useHireListLines.ts'

const Reason = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.goldText};
`

const FitNote = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-style: italic;
`

/**
 * What the guest plan says about one line (docs/product/hire-list.md#planning-by-guests): why it
 * holds its suggested quantity ("120 guests × 1 + 10% spare = 132"), and a gentle note when a
 * cloth, in the size chosen, is not cut for the tables chosen.
 */
export function LinePlanNote({ line }: { line: HireListLine }) {
  const guests = useEventNoteField('guests')
  const chosenTables = useEventNoteField('tables')
  const suggestions = useQuantitySuggestions()
  const rules = useQuery(planningRulesQueryOptions())
  const reason = suggestions.reasonFor(line)
  const fits = rules.data?.find((rule) => rule.id === line.productId)?.tableFits ?? []
  const tables = guests ? tableChoice(chosenTables ?? DEFAULT_TABLES) : undefined
  const fit = fitsTables(fits, line.variantLabel, tables)
  const misfit = fit === false && tables
  // Both are rendered, hidden, while they have nothing to say: the first "Suggest quantities" then
  // fills them in without inserting their CSS rules in the tap (docs/decisions/0023).
  return (
    <>
      <Reason hidden={!reason}>{reason}</Reason>
      <FitNote hidden={!misfit}>
        {misfit
          ? `Cut for ${fittingTables(fits, line.variantLabel)}, not your ${tables.label.toLowerCase()} tables: choose another size, or ask us in your inquiry.`
          : null}
      </FitNote>
    </>
  )
}
