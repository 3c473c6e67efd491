import { useState } from 'react'
import styled from 'styled-components'

type QuantityStepperProps = {
  value: number
  onChange: (value: number) => void
  /** Accessible name of the number field, for example 'Quantity of Bentwood Chair'. */
  label: string
  min?: number
  max?: number
  size?: 'sm' | 'md'
  disabled?: boolean
}

const Group = styled.div<{ $size: 'sm' | 'md' }>`
  display: inline-grid;
  grid-template-columns: ${({ $size }) => ($size === 'sm' ? '40px 44px 40px' : '48px 56px 48px')};
  height: ${({ $size }) => ($size === 'sm' ? '40px' : '48px')};
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.white};
`

const Step = styled.button`
  display: grid;
  place-items: center;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.maroon};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.ivory};
  }
  /* Greyed, yet still 4.5:1 on white: the sign stays legible while it cannot be used. */
  &:disabled {
    color: ${({ theme }) => theme.colors.inkSoft};
    opacity: 0.8;
    cursor: not-allowed;
  }
`

const Field = styled.input`
  width: 100%;
  min-width: 0;
  border: 0;
  border-inline: 1px solid ${({ theme }) => theme.colors.line};
  background: transparent;
  text-align: center;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.ink};
  appearance: textfield;
  &::-webkit-inner-spin-button,
  &::-webkit-outer-spin-button {
    appearance: none;
    margin: 0;
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
    <Group role="group" aria-label={label} $size={size}>
      <Step
        type="button"
        aria-label="Decrease quantity"
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </Step>
      <Field
        type="number"
        inputMode="numeric"
        aria-label="Quantity"
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
      <Step
        type="button"
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </Step>
    </Group>
  )
}
