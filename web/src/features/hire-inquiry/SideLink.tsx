import { Link } from '@tanstack/react-router'
import styled from 'styled-components'

/** The small capitalised link at the foot of the inquiry's side panels (edit the list, browse the range). */
export const SideLink = styled(Link)`
  justify-self: start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.maroon};
  text-underline-offset: 0.25em;
`
