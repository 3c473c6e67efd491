import styled from 'styled-components'
import { ButtonLink } from '../../components/ui/Button.tsx'

/** The store's small forms (an email and a button), in the site's field style. */
export const InlineForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr auto;
    align-items: end;
  }
`

export const FieldLabel = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  color: ${({ theme }) => theme.colors.ink};
`

export const EmailInput = styled.input`
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`

/** A status line under a heading: what just happened (a link sent, a checkout cancelled). */
export const Notice = styled.p<{ $tone?: 'error' }>`
  margin: 0 auto ${({ theme }) => theme.space[6]};
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border-left: 2px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.gold)};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
`

/** The buttons under a store page's heading, centred and wrapping. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
`

export const BackToStore = () => (
  <ButtonLink to="/store" $variant="outline">
    Back to the store
  </ButtonLink>
)
