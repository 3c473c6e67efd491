import { Link } from '@tanstack/react-router'
import styled from 'styled-components'

const Mark = styled(Link)`
  display: inline-grid;
  justify-items: center;
  gap: 2px;
  color: inherit;
  text-decoration: none;
  line-height: 1;
`

const Name = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(1.2rem, 0.95rem + 1vw, 1.75rem);
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  /* Letter-spacing adds space after the last letter; pull it back so the name stays centred. */
  letter-spacing: 0.16em;
  margin-right: -0.16em;
  ${({ theme }) => theme.media.sm} {
    letter-spacing: 0.22em;
    margin-right: -0.22em;
  }
  text-transform: uppercase;
`

const Line = styled.span`
  font-size: 0.625rem;
  letter-spacing: 0.42em;
  margin-right: -0.42em;
  text-transform: uppercase;
  opacity: 0.8;
`

/** The brand's wordmark, linking home; used by the top bar, the menu and the footer. */
export function Wordmark({ onClick, className }: { onClick?: () => void; className?: string }) {
  return (
    <Mark to="/" onClick={onClick} className={className}>
      {/* One text node for assistive tech, so the name reads exactly "Amaranth Events, home". */}
      <span className="visually-hidden">Amaranth Events, home</span>
      <Name aria-hidden="true">Amaranth</Name>
      <Line aria-hidden="true">Events</Line>
    </Mark>
  )
}
