import styled from 'styled-components'
import { SideLink } from './SideLink.tsx'

const Note = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[5]}`};
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.ivory};
  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[6]};
  }
`

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.maroon};
`

const Text = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`

/** In place of the order summary when the hire list is empty: the inquiry still works, and says where to add pieces. */
export function HireListPrompt() {
  return (
    <Note aria-labelledby="hire-list-prompt-heading">
      <Heading id="hire-list-prompt-heading">Your hire list is empty</Heading>
      <Text>
        Add pieces from our range and they will be sent with your inquiry, or simply tell us what you have in mind
        below.
      </Text>
      <SideLink to="/hire-range">Browse the hire range</SideLink>
    </Note>
  )
}
