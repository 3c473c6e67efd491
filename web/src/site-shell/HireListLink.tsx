import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { useHireListCount } from '../hire-list/hireListStore.ts'
import { Icon } from '../components/ui/Icon.tsx'

const Anchor = styled(Link)`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  color: inherit;
`

const Badge = styled.span`
  position: absolute;
  top: 4px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.goldLight};
  color: ${({ theme }) => theme.colors.maroonDeep};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 18px;
  text-align: center;
`

/**
 * The hire-list icon with its count, shown only when the list holds something. The store's server
 * snapshot is the empty list, so the server and the hydrating browser both render nothing here;
 * the saved list appears right after hydration.
 */
export function HireListLink() {
  const count = useHireListCount()
  if (count < 1) return null
  return (
    <Anchor to="/hire-list" aria-label={`Hire list, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <Icon size={24} strokeWidth={1.3}>
        <path d="M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8z" strokeLinejoin="round" />
        <path d="M9 10V6.5a3 3 0 0 1 6 0V10" strokeLinecap="round" />
      </Icon>
      <Badge aria-hidden="true">{count}</Badge>
    </Anchor>
  )
}
