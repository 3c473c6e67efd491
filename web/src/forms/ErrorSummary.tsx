import type { MouseEvent } from 'react'
import styled from 'styled-components'
import { fieldId } from './fieldIds.ts'

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border-left: 3px solid ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.ivory};
`

const Title = styled.h2`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.error};
`

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.error};
    text-underline-offset: 0.2em;
  }
`

export type SummaryError = { name: string; message: string }

/**
 * After a failed submit: every error, each a link to its field, announced as an alert. The links
 * focus the field themselves: a bare fragment link scrolls but leaves focus where it was.
 */
export function ErrorSummary({ formId, errors }: { formId: string; errors: readonly SummaryError[] }) {
  if (errors.length === 0) return null
  const focusField = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const field = document.getElementById(fieldId(formId, name))
    if (!field) return
    event.preventDefault()
    field.focus({ preventScroll: true })
    field.scrollIntoView({ block: 'center' })
  }
  return (
    <Box role="alert" aria-labelledby={`${formId}-error-summary`}>
      <Title id={`${formId}-error-summary`}>
        {errors.length === 1 ? 'Please correct 1 field:' : `Please correct ${errors.length} fields:`}
      </Title>
      <List>
        {errors.map(({ name, message }) => (
          <li key={name}>
            <a href={`#${fieldId(formId, name)}`} onClick={(event) => focusField(event, name)}>
              {message}
            </a>
          </li>
        ))}
      </List>
    </Box>
  )
}
