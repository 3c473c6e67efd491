import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import styled from 'styled-components'

/** Equal columns on phones (long labels wrap inside their tab); a centred row from tablets up. */
const List = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  ${({ theme }) => theme.media.md} {
    display: flex;
    justify-content: center;
    gap: ${({ theme }) => theme.space[1]};
  }
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  margin-bottom: ${({ theme }) => theme.space[7]};
`

const Tab = styled.button`
  position: relative;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]}`};
  background: none;
  border: 0;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkSoft};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
  }
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: -1px;
    height: 2px;
    background: ${({ theme }) => theme.colors.maroon};
    transform: scaleX(0);
    transition: transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.maroon};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  &[aria-selected='true']::after {
    transform: scaleX(1);
  }
`

type TabItem = { key: string; label: string; panel: ReactNode }

/**
 * An accessible tablist (WAI-ARIA tabs pattern, automatic activation): the first tab is selected,
 * Left/Right move between tabs and wrap, Home/End jump to the ends, only the selected tab is in
 * the Tab order. Every panel is rendered (hidden when inactive) so the server HTML holds them all.
 */
export function ServiceTabs({ items, label }: { items: TabItem[]; label: string }) {
  const [selected, setSelected] = useState(0)
  const tabs = useRef<Array<HTMLButtonElement | null>>([])
  const select = (index: number) => {
    const next = (index + items.length) % items.length
    setSelected(next)
    tabs.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: items.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }
  return (
    <>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <Tab
            key={item.key}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`tab-${item.key}`}
            aria-selected={index === selected}
            aria-controls={`panel-${item.key}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {items.map((item, index) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`panel-${item.key}`}
          aria-labelledby={`tab-${item.key}`}
          hidden={index !== selected}
          tabIndex={0}
        >
          {item.panel}
        </div>
      ))}
    </>
  )
}
