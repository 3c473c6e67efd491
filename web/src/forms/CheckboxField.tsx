import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import styled from 'styled-components'
import { errorId, fieldId } from './fieldIds.ts'

const Wrapper = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  align-items: start;
  grid-column: 1 / -1;
`

const Box = styled.input`
  width: 1.35rem;
  height: 1.35rem;
  margin: 0.1rem 0 0;
  accent-color: ${({ theme }) => theme.colors.maroon};
  cursor: pointer;
  scroll-margin-top: calc(${({ theme }) => `${theme.layout.headerHeight} + ${theme.space[7]}`});
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  a {
    color: ${({ theme }) => theme.colors.maroon};
    text-underline-offset: 3px;
  }
`

const ErrorText = styled.p`
  grid-column: 2;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.error};
`

/**
 * A required checkbox (the hire terms) with its error tied to it, like a text field's; the label may hold
 * a link, which opens without ticking the box.
 */
export function CheckboxField({
  formId,
  label,
  registration,
  error,
}: {
  formId: string
  label: ReactNode
  registration: UseFormRegisterReturn
  error?: string
}) {
  const name = registration.name
  const id = fieldId(formId, name)
  return (
    <Wrapper>
      <Box
        id={id}
        type="checkbox"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(formId, name) : undefined}
        {...registration}
      />
      <Label htmlFor={id}>{label}</Label>
      {error ? <ErrorText id={errorId(formId, name)}>{error}</ErrorText> : null}
    </Wrapper>
  )
}
