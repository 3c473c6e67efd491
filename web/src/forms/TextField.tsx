import type { InputHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import styled, { css } from 'styled-components'
import { errorId, fieldId, helpId } from './fieldIds.ts'

const Wrapper = styled.div<{ $wide: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  ${({ $wide, theme }) =>
    $wide &&
    css`
      ${theme.media.md} {
        grid-column: 1 / -1;
      }
    `}
`

const Label = styled.label`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.ink};
`

const Optional = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: none;
  color: ${({ theme }) => theme.colors.inkSoft};
`

const control = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 52px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radii.none};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  transition: border-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  /* Clear of the sticky top bar when a failed submit scrolls here. */
  scroll-margin-top: calc(${({ theme }) => `${theme.layout.headerHeight} + ${theme.space[7]}`});
  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.champagne)};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.gold};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
  &::-webkit-calendar-picker-indicator {
    opacity: 0.6;
    cursor: pointer;
  }
`

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.body};
`

const Help = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.error};
`

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode'>

export type TextFieldProps = InputProps & {
  formId: string
  label: string
  registration: UseFormRegisterReturn
  error?: string
  help?: string
  /**
   * Not announced as required. `true` shows "(optional)" beside the label; `'in-help'` leaves the
   * label as it is, for a field whose help text already says it is optional.
   */
  optional?: boolean | 'in-help'
  /** A textarea of this many rows. */
  rows?: number
  /** Spans both columns of the form grid. */
  wide?: boolean
}

/** A labelled field with its help and error text tied to it (aria-describedby, aria-invalid). */
export function TextField({
  formId,
  label,
  registration,
  error,
  help,
  optional,
  rows,
  wide,
  ...input
}: TextFieldProps) {
  const name = registration.name
  const describedBy = [error ? errorId(formId, name) : '', help ? helpId(formId, name) : ''].filter(Boolean).join(' ')
  const shared = {
    id: fieldId(formId, name),
    $invalid: !!error,
    'aria-invalid': error ? true : undefined,
    'aria-required': optional ? undefined : true,
    'aria-describedby': describedBy || undefined,
    ...registration,
  }
  return (
    <Wrapper $wide={!!(wide || rows)}>
      <Label htmlFor={shared.id}>
        {label}
        {optional === true ? <Optional>(optional)</Optional> : null}
      </Label>
      {rows ? <TextArea rows={rows} {...shared} /> : <Input type="text" {...input} {...shared} />}
      {help ? <Help id={helpId(formId, name)}>{help}</Help> : null}
      {error ? <ErrorText id={errorId(formId, name)}>{error}</ErrorText> : null}
    </Wrapper>
  )
}
