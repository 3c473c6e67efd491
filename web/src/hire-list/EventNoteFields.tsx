import { useId, useState } from 'react'
import styled from 'styled-components'
import { useHydrated } from '../lib/react/useHydrated.ts'
import { EventDateWarning } from './EventDateWarning.tsx'
import { postcodeProblem } from '../lib/postcode.ts'
import { POSTCODE_MAX, VENUE_MAX } from './hireListStorage.ts'
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

const Problem = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.error};
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
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`

/**
 * The event date, the venue or suburb and the venue's postcode, noted with the hire list as they are
 * typed (docs/product/hire-list.md#the-event). They prefill the inquiry form; a date in the past or less
 * than 48 hours away is pointed out, not refused; the postcode prices delivery in the estimate above.
 */
export function EventNoteFields() {
  const store = useHireListStore()
  const note = useEventNote()
  const hydrated = useHydrated()
  const id = useId()
  // A postcode is checked once the visitor leaves the field or has typed four characters.
  const [postcodeTouched, setPostcodeTouched] = useState(false)
  const postcode = note.postcode ?? ''
  const problem = postcodeTouched || postcode.length >= 4 ? postcodeProblem(postcode) : null
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
      <Field>
        <Label htmlFor={`${id}-postcode`}>Venue postcode</Label>
        <Input
          id={`${id}-postcode`}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={POSTCODE_MAX}
          placeholder="e.g. 4000 or 6000"
          value={postcode}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-postcode-hint${problem ? ` ${id}-postcode-problem` : ''}`}
          onBlur={() => setPostcodeTouched(true)}
          // A new postcode is priced afresh: forget the zone the old one was in.
          onChange={(event) => store.setEvent({ ...note, postcode: event.target.value, zoneSeen: undefined })}
        />
        <Hint id={`${id}-postcode-hint`} as="span">
          Prices delivery, setup and collection to your venue.
        </Hint>
        {problem ? (
          <Problem id={`${id}-postcode-problem`} role="alert">
            {problem}
          </Problem>
        ) : null}
      </Field>
    </Fieldset>
  )
}
