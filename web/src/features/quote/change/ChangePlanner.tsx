import styled from 'styled-components'
import { Button } from '../../../components/ui/Button.tsx'
import { Fieldset, Hint, Legend } from '../../../hire-list/EventNoteFields.tsx'
import { PlanNumberField } from '../../../hire-list/PlanNumberField.tsx'
import { TablesCount, TablesField } from '../../../hire-list/PlanTables.tsx'
import {
  DEFAULT_PER_TABLE,
  DEFAULT_TABLES,
  guestPlan,
  guestsError,
  perTableError,
  type GuestPlan,
} from '../../../planning/guestPlan.ts'
import type { Suggested } from './changeLines.ts'
import { ListNote } from './changeStyles.ts'

const Numbers = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: start;
  }
`

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`

export type PlanFields = { guests: string; perTable: string; tables: string }

export const planFieldsFrom = (plan?: { guests: number; perTable: number; tables?: string }): PlanFields => ({
  guests: plan ? String(plan.guests) : '',
  perTable: String(plan?.perTable ?? DEFAULT_PER_TABLE),
  tables: plan?.tables ?? DEFAULT_TABLES,
})

export const planOf = (fields: PlanFields): GuestPlan | undefined => guestPlan(fields)

/**
 * The planner against the booking: guests, guests per table and the tables, and "Suggest quantities",
 * which sets each booked line that scales with them (the hire list's rules, planning/scaling.ts) within
 * what the line can be today. What it did is said, line by line, and "Undo" puts the quantities back.
 */
export function ChangePlanner({
  fields,
  suggested,
  canSuggest,
  onFields,
  onSuggest,
  onUndo,
}: {
  fields: PlanFields
  /** What the last "Suggest quantities" did, until the quantities are changed by hand or undone. */
  suggested: readonly Suggested[] | undefined
  /** False while the rules load, and when none of the booking's lines scale with guests. */
  canSuggest: boolean | 'none-scale'
  onFields: (fields: PlanFields) => void
  onSuggest: (plan: GuestPlan) => void
  onUndo: () => void
}) {
  const plan = planOf(fields)
  return (
    <Fieldset>
      <Legend>Plan by guests</Legend>
      <Hint>Tell us your numbers now and we suggest how many of each of your booked pieces you need.</Hint>
      <Numbers>
        <PlanNumberField
          label="Guests"
          placeholder="e.g. 120"
          value={fields.guests}
          message={guestsError(fields.guests)}
          onChange={(guests) => onFields({ ...fields, guests })}
        />
        <PlanNumberField
          label="Guests per table"
          value={fields.perTable}
          message={perTableError(fields.perTable)}
          onChange={(perTable) => onFields({ ...fields, perTable })}
        />
        <TablesField value={fields.tables} onChange={(tables) => onFields({ ...fields, tables })} />
      </Numbers>
      <TablesCount plan={plan} />
      {canSuggest === 'none-scale' ? (
        <Hint>None of your booked pieces scale with guests; their quantities are yours to set.</Hint>
      ) : (
        <Buttons>
          <Button
            type="button"
            $variant="outline"
            disabled={!plan || !canSuggest}
            onClick={() => plan && onSuggest(plan)}
          >
            Suggest quantities
          </Button>
          {suggested ? (
            <Button type="button" $variant="outline" onClick={onUndo}>
              Undo
            </Button>
          ) : null}
        </Buttons>
      )}
      <ListNote role="status" aria-live="polite">
        {suggested ? <SuggestedSaid suggested={suggested} /> : null}
      </ListNote>
    </Fieldset>
  )
}

function SuggestedSaid({ suggested }: { suggested: readonly Suggested[] }) {
  if (suggested.length === 0) return <p>Your booked pieces do not scale with guests; nothing was changed.</p>
  return (
    <>
      <p>{suggested.length === 1 ? 'Suggested for 1 line:' : `Suggested for ${suggested.length} lines:`}</p>
      <ul>
        {suggested.map((line) => (
          <li key={line.key}>
            {line.name}: {line.reason}
            {line.held ? `; held at ${line.to}, the most it can be today` : ''}
          </li>
        ))}
      </ul>
    </>
  )
}
