import styled from 'styled-components'
import { SideLink } from './SideLink.tsx'
import { SIDE_BAR_HEIGHT } from './sideBar.ts'

/* Above the form on smaller screens: a bar of the Order Summary's height (sideBar.ts), heading and link. */
const Note = styled.aside`
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${SIDE_BAR_HEIGHT};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.ivory};
  ${({ theme }) => theme.media.lg} {
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[6]};
  }
`

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.maroon};
  ${({ theme }) => theme.media.lg} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

/* The bar has room for the heading and the link only; the form below says the rest ("tell us what you have in mind"). */
const Text = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
  ${({ theme }) => theme.media.belowLg} {
    display: none;
  }
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
