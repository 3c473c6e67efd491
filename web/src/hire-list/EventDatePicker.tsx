import { useNavigate, useSearch } from '@tanstack/react-router'
import { memo, useEffect, useId } from 'react'
import styled from 'styled-components'
import { checkAvailabilityDate, lastBookableDay } from '../availability/calendarDay.ts'
import { businessToday } from '../lib/time/businessDay.ts'
import { colors, fontSizes, letterSpacings, radii, space } from '../theme/tokens.ts'
import { useEventNote, useHireListStore } from './hireListStore.ts'
import { useEventDay } from './useAvailability.ts'

const Field = styled.div`
  display: grid;
  gap: ${space[2]};
  label {
    font-size: ${fontSizes.xs};
    letter-spacing: ${letterSpacings.wider};
    text-transform: uppercase;
    color: ${colors.inkSoft};
  }
  input {
    min-height: 48px;
    padding: 0 ${space[3]};
    border: 1px solid ${colors.line};
    border-radius: ${radii.none};
    background: ${colors.white};
    font: inherit;
    font-size: ${fontSizes.md};
    color: ${colors.ink};
  }
  p {
    font-size: ${fontSizes.sm};
    color: ${colors.error};
  }
`

/**
 * "Your event date" on the hire range, the collections and a product page: the date availability is
 * shown for, kept in the URL (`?date=`, so a shared link keeps it) and as the hire list's event date,
 * so the visitor chooses it once. A date in the URL is taken into the list; a list's date goes into the
 * URL of a page opened without one. Memoised: it reads what it shows itself, so a product page's
 * Add to List, which renders the purchase panel around it, leaves its date field alone
 * (docs/decisions/0023).
 */
export const EventDatePicker = memo(function EventDatePicker() {
  const id = useId()
  const store = useHireListStore()
  const note = useEventNote()
  const navigate = useNavigate()
  const search = useSearch({ strict: false }) as { date?: string }
  const date = useEventDay()
  const today = businessToday()
  const check = date ? checkAvailabilityDate(date, today) : undefined

  useEffect(() => {
    if (search.date && search.date !== note.date && checkAvailabilityDate(search.date, businessToday()).ok)
      store.setEvent({ ...note, date: search.date })
    else if (!search.date && note.date)
      void navigate({
        to: '.',
        search: (prev: object) => ({ ...prev, date: note.date }),
        replace: true,
        resetScroll: false,
      })
  }, [search.date, note, store, navigate])

  const choose = (value: string) => {
    const next = value || undefined
    void navigate({ to: '.', search: (prev: object) => ({ ...prev, date: next }), resetScroll: false })
    if (!next || checkAvailabilityDate(next, businessToday()).ok) store.setEvent({ ...note, date: next })
  }

  return (
    <Field>
      <label htmlFor={id}>Your event date</label>
      <input
        id={id}
        type="date"
        min={today}
        max={lastBookableDay(today)}
        value={date ?? ''}
        aria-describedby={check && !check.ok ? `${id}-error` : undefined}
        onChange={(event) => choose(event.target.value)}
      />
      {check && !check.ok ? (
        <p id={`${id}-error`} role="alert">
          {check.message}
        </p>
      ) : null}
    </Field>
  )
})
