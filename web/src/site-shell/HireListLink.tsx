import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { useHireListCount } from '../hire-list/hireListStore.ts'
import { Icon } from '../components/ui/Icon.tsx'
import { colors, fontWeights, radii } from '../theme/tokens.ts'

/**
 * Static styles (tokens, not the theme) for the link and its badge in one component, rendered with
 * the page even while the list is empty: the first Add to List then shows it without inserting a
 * CSS rule in the tap, which made the browser restyle the page before its paint (docs/decisions/0023).
 */
const Anchor = styled(Link)`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  color: inherit;
  &[hidden] {
    display: none;
  }
  .badge {
    position: absolute;
    top: 4px;
    right: 0;
    min-width: 18px;
    height: 18px;
    padding: 0 5px;
    border-radius: ${radii.pill};
    background: ${colors.goldLight};
    color: ${colors.maroonDeep};
    font-size: 0.6875rem;
    font-weight: ${fontWeights.semibold};
    line-height: 18px;
    text-align: center;
  }
`

/**
 * The hire-list icon with its count, hidden while the list is empty. The store's server snapshot
 * is the empty list, so the server and the hydrating browser both render it hidden; the saved list
 * shows it right after hydration.
 */
export function HireListLink() {
  const count = useHireListCount()
  return (
    <Anchor to="/hire-list" hidden={count < 1} aria-label={`Hire list, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <Icon size={24} strokeWidth={1.3}>
        <path d="M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8z" strokeLinejoin="round" />
        <path d="M9 10V6.5a3 3 0 0 1 6 0V10" strokeLinecap="round" />
      </Icon>
      <span className="badge" aria-hidden="true">
        {count}
      </span>
    </Anchor>
  )
}
