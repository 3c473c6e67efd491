import { useId } from 'react'
import styled from 'styled-components'
import { useHydrated } from '../lib/react/useHydrated.ts'
import { EventDateWarning } from './EventDateWarning.tsx'
import { VENUE_MAX } from './hireListStorage.ts'
import { useEventNote, useHireListStore } from './hireListStore.ts'

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.maroon};
`

export const Hint = styled.p`
  margin-top: calc(-1 * ${({ theme }) => theme.space[2]});
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.ink};
  span {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: none;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`

export const Input = styled.input`
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.none};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  &:hover {
    border-color: ${({ theme }) => theme.colors.champagne};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.gold};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`

/**
 * The event date and, optionally, the venue or suburb, noted with the hire list as they are typed
 * (docs/product/hire-list.md#the-event). They prefill the inquiry form; a date in the past or less
 * than 48 hours away is pointed out, not refused.
 */
export function EventNoteFields() {
  const store = useHireListStore()
  const note = useEventNote()
  const hydrated = useHydrated()
  const id = useId()
  return (
    <Fieldset disabled={!hydrated}>
      <Legend>Your event</Legend>
      <Hint>Note the date now and we will carry it, and the venue, into your inquiry.</Hint>
      <Field>
        <Label htmlFor={`${id}-date`}>Date of Event</Label>
        <Input
          id={`${id}-date`}
          type="date"
          value={note.date ?? ''}
          aria-describedby={`${id}-notice`}
          onChange={(event) => store.setEvent({ ...note, date: event.target.value })}
        />
        <EventDateWarning id={`${id}-notice`} date={note.date} />
      </Field>
      <Field>
        <Label htmlFor={`${id}-venue`}>
          Venue/Location <span>(optional)</span>
        </Label>
        <Input
          id={`${id}-venue`}
          type="text"
          value={note.venue ?? ''}
          maxLength={VENUE_MAX}
          autoComplete="off"
          placeholder="Venue or suburb"
          onChange={(event) => store.setEvent({ ...note, venue: event.target.value })}
        />
      </Field>
    </Fieldset>
  )
}
