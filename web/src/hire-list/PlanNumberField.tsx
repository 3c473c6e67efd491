import { useId } from 'react'
import styled from 'styled-components'
import { Field, Input, Label } from './EventNoteFields.tsx'

const FieldError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.error};
`

/**
 * A whole-number field of the guest plan ("Guests", "Guests per table"), kept as typed, with its
 * field message (web/src/planning/guestPlan.ts) said beside it and tied to it for screen readers.
 */
export function PlanNumberField({
  label,
  value,
  message,
  placeholder,
  className,
  onChange,
}: {
  label: string
  value: string
  message: string | undefined
  placeholder?: string
  className?: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <Field className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {message ? <FieldError id={`${id}-error`}>{message}</FieldError> : null}
    </Field>
  )
}
