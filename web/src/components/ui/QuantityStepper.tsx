import { useState } from 'react'
import styled from 'styled-components'
import { colors, fontSizes, media, motion } from '../../theme/tokens.ts'

type QuantityStepperProps = {
  value: number
  onChange: (value: number) => void
  /** Accessible name of the number field, for example 'Quantity of Bentwood Chair'. */
  label: string
  min?: number
  max?: number
  size?: 'sm' | 'md'
  disabled?: boolean
  /** Ids of what describes the number field: a line's rules, its error. */
  describedBy?: string
  invalid?: boolean
}

/**
 * One static styled component for the stepper and its parts (class names inside it), its values
 * read from the tokens rather than the theme, so styled-components computes the CSS once per page
 * rather than four times per stepper (a product grid renders one per card). The parts and the size
 * sit in `:where()`, so each rule weighs what it did as a component of its own.
 */
const Group = styled.div`
  display: inline-grid;
  grid-template-columns: 48px 56px 48px;
  height: 48px;
  border: 1px solid ${colors.line};
  background: ${colors.white};
  &:where([data-size='sm']) {
    grid-template-columns: 40px 44px 40px;
    height: 40px;
  }
  :where(.step) {
    display: grid;
    place-items: center;
    border: 0;
    background: transparent;
    color: ${colors.maroon};
    font-size: ${fontSizes.lg};
    line-height: 1;
    cursor: pointer;
    transition: background-color ${motion.fast} ${motion.easing};
    /* As the buttons': only where a pointer hovers, or a tap restyles the stepper before its click. */
    ${media.hover} {
      &:hover:not(:disabled) {
        background: ${colors.ivory};
      }
    }
    /* Greyed, yet still 4.5:1 on white: the sign stays legible while it cannot be used. */
    &:disabled {
      color: ${colors.inkSoft};
      opacity: 0.8;
      cursor: not-allowed;
    }
  }
  :where(.field) {
    width: 100%;
    min-width: 0;
    border: 0;
    border-inline: 1px solid ${colors.line};
    background: transparent;
    text-align: center;
    font: inherit;
    font-size: ${fontSizes.md};
    color: ${colors.ink};
    appearance: textfield;
    /*
     * No box at all for the browser's spin buttons (the − and + beside it are ours): each was a layer
     * that every hit test on the page visited, a third of a tap's hit testing on a grid of cards
     * (docs/decisions/0023). The arrow keys still step the field.
     */
    &::-webkit-inner-spin-button,
    &::-webkit-outer-spin-button {
      display: none;
    }
  }
`

/**
 * A quantity: − and + buttons around a number field. Never below `min` (default 1: a line
 * holds at least one piece, docs/product/hire-list.md);
 * the decrease button is disabled there. Typing is allowed; the value commits on a valid number.
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max = 999,
  size = 'md',
  disabled,
  describedBy,
  invalid,
}: QuantityStepperProps) {
  // What the field shows while typing; follows `value` whenever that changes from outside.
  const [draft, setDraft] = useState(String(value))
  const [committed, setCommitted] = useState(value)
  if (committed !== value) {
    setCommitted(value)
    setDraft(String(value))
  }
  const clamp = (next: number) => Math.min(max, Math.max(min, Math.floor(next)))

  return (
    <Group role="group" aria-label={label} data-size={size === 'sm' ? size : undefined}>
      <button
        className="step"
        type="button"
        aria-label="Decrease quantity"
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <input
        className="field"
        type="number"
        inputMode="numeric"
        aria-label="Quantity"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        min={min}
        max={max}
        step={1}
        value={draft}
        disabled={disabled}
        onChange={(event) => {
          setDraft(event.target.value)
          const next = Number(event.target.value)
          if (event.target.value !== '' && Number.isFinite(next)) onChange(clamp(next))
        }}
        onBlur={() => setDraft(String(value))}
      />
      <button
        className="step"
        type="button"
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </Group>
  )
}
