import { useId } from 'react'
import styled from 'styled-components'
import { formatCount, TABLE_CHOICES, type GuestPlan } from '../planning/guestPlan.ts'
import { Field, Input, Label } from './EventNoteFields.tsx'

const Select = styled(Input).attrs({ as: 'select' })`
  appearance: auto;
`

const Count = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.maroon};
`

/** "Tables": the kind of table the plan is for, one of the sizes our cloths are cut for. */
export function TablesField({ value, onChange }: { value: string; onChange: (tables: string) => void }) {
  const id = useId()
  return (
    <Field>
      <Label htmlFor={id}>Tables</Label>
      <Select
        id={id}
        value={value}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        {TABLE_CHOICES.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </Select>
    </Field>
  )
}

/** "12 tables of 10": the tables the plan makes, said as its numbers change. */
export function TablesCount({ plan, className }: { plan: GuestPlan | undefined; className?: string }) {
  return (
    <Count className={className} role="status" aria-live="polite">
      {plan ? `${formatCount(plan.tables)} ${plan.tables === 1 ? 'table' : 'tables'} of ${plan.perTable}` : ''}
    </Count>
  )
}
