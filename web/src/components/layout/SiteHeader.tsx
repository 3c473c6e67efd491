import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { ButtonLink } from '../ui/Button.tsx'

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.layout.gutter};
  background: ${({ theme }) => theme.colors.maroon};
  color: ${({ theme }) => theme.colors.ivory};
`

const Wordmark = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
  text-transform: uppercase;
  text-decoration: none;
  white-space: nowrap;
`

const EnquireLink = styled(ButtonLink)`
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
`

/** The top bar. The full menu, hire-list badge and scroll behaviour arrive with the site issue. */
export function SiteHeader() {
  return (
    <Bar>
      <Wordmark to="/" aria-label="Amaranth Events, home">
        Amaranth
      </Wordmark>
      <EnquireLink to="/store" $variant="light">
        Store
      </EnquireLink>
    </Bar>
  )
}
