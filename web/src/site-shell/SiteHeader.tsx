import { useRef, useState } from 'react'
import styled from 'styled-components'
import { hasImmersiveHero, type PageName } from '../lib/routing/pageName.ts'
import { ButtonLink } from '../components/ui/Button.tsx'
import { TextButton } from '../components/ui/TextButton.tsx'
import { HireListLink } from './HireListLink.tsx'
import { SiteMenu } from './SiteMenu.tsx'
import { useScrolledPast } from './useScrolledPast.ts'
import { Wordmark } from './Wordmark.tsx'
import { Icon } from '../components/ui/Icon.tsx'

/** Past this much scroll the top bar turns solid, so it stays legible over content (docs/product/pages.md, header). */
const SOLID_AFTER_PX = 50

/**
 * Solid by its data-solid attribute, not a styled prop: turning solid (on scroll, or as the menu opens)
 * then generates no class and inserts no CSS rule, which would restyle the whole page inside the tap.
 */
const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.layout.gutter};
  color: ${({ theme }) => theme.colors.ivory};
  transition:
    background-color ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
    box-shadow ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  /* Over the hero photograph: a soft scrim keeps the bar legible without hiding the image. */
  background-color: transparent;
  background-image: linear-gradient(to bottom, ${({ theme }) => theme.colors.scrim}, transparent);
  &[data-solid='true'] {
    background-color: ${({ theme }) => theme.colors.maroon};
    background-image: none;
    box-shadow: ${({ theme }) => theme.shadows.bar};
  }
  ${({ theme }) => theme.media.lg} {
    display: grid;
    grid-template-columns: 1fr auto 1fr;
  }
`

const Start = styled.div`
  order: 3;
  ${({ theme }) => theme.media.lg} {
    order: 0;
  }
`

const End = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
  ${({ theme }) => theme.media.lg} {
    gap: ${({ theme }) => theme.space[4]};
  }
`

/*
 * The wordmark, the hire list, "Enquire Now" and the menu need about 380 px: on a narrower phone the
 * bar would push the menu button off the screen. There the menu, which leads to the enquiry too, stays.
 */
const EnquireSlot = styled.span`
  display: contents;
  ${({ theme }) => theme.media.narrowPhone} {
    display: none;
  }
`

const MenuButton = styled(TextButton)`
  justify-content: flex-end;
  ${({ theme }) => theme.media.lg} {
    justify-content: flex-start;
  }
`

const MenuLabel = styled.span`
  ${({ theme }) => theme.media.belowLg} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`

/**
 * The top bar. Transparent over Home's hero until the page scrolls past 50 px; solid everywhere
 * else, and while the menu is open (the dialog covers it, but the bar must not flash on close).
 */
export function SiteHeader({ page }: { page: PageName }) {
  const [menuOpen, setMenuOpen] = useState(false)
  const scrolled = useScrolledPast(SOLID_AFTER_PX)
  const menuButton = useRef<HTMLButtonElement>(null)
  const solid = scrolled || menuOpen || !hasImmersiveHero(page)
  return (
    <Bar data-solid={solid} data-page={page}>
      <Start>
        <MenuButton
          ref={menuButton}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen(true)}
        >
          <Icon width={26} height={14} strokeWidth={1.3}>
            <path d="M0 1h26M0 7h26M8 13h18" />
          </Icon>
          <MenuLabel>Menu</MenuLabel>
        </MenuButton>
      </Start>
      <Wordmark />
      <End>
        <HireListLink />
        <EnquireSlot>
          <ButtonLink to="/enquiry" $variant="light" $size="sm">
            Enquire Now
          </ButtonLink>
        </EnquireSlot>
      </End>
      <SiteMenu open={menuOpen} onClose={() => setMenuOpen(false)} returnFocus={menuButton} />
    </Bar>
  )
}
