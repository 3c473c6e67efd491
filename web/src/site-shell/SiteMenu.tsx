import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useRef, type RefObject } from 'react'
import styled from 'styled-components'
import { siteSettingsQueryOptions } from '../lib/content/siteQueries.ts'
import { ButtonLink } from '../components/ui/Button.tsx'
import { FullScreenDialog } from '../components/ui/FullScreenDialog.tsx'
import { TextButton } from '../components/ui/TextButton.tsx'
import { useModalDialog } from '../components/ui/useModalDialog.ts'
import { MENU_LINKS } from './siteNav.ts'
import { telHref } from '../lib/format/telHref.ts'
import { Wordmark } from './Wordmark.tsx'
import { Icon } from '../components/ui/Icon.tsx'

const Dialog = styled(FullScreenDialog)`
  &[open],
  &[data-opening] {
    display: grid;
    grid-template-rows: auto 1fr;
  }
`

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.layout.gutter};
  border-bottom: 1px solid ${({ theme }) => theme.colors.lineOnDark};
`

const CloseButton = styled(TextButton)`
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[2]};
`

const Body = styled.div`
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.space[7]};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.layout.gutter}`};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr 1fr;
    align-items: end;
  }
`

const Links = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  counter-reset: menu;
`

const MenuLink = styled(Link)`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[1]} 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(2rem, 1.4rem + 3vw, 3.75rem);
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-decoration: none;
  transition: color ${({ theme }) => theme.motion.fast} ease;
  counter-increment: menu;
  &::before {
    content: counter(menu, decimal-leading-zero);
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    color: ${({ theme }) => theme.colors.goldLight};
  }
  &:hover,
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.goldLight};
    font-style: italic;
  }
`

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.ivoryMuted};
  a {
    color: ${({ theme }) => theme.colors.ivory};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`

const EnquireSlot = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`

type SiteMenuProps = { open: boolean; onClose: () => void; returnFocus: RefObject<HTMLElement | null> }

/** The full-screen menu: a native modal dialog (focus moves in and stays, Escape closes, page locked). */
export function SiteMenu({ open, onClose, returnFocus }: SiteMenuProps) {
  const { data: settings } = useSuspenseQuery(siteSettingsQueryOptions())
  const dialogRef = useRef<HTMLDialogElement>(null)
  const dialogProps = useModalDialog(dialogRef, open, onClose, returnFocus)
  return (
    <Dialog ref={dialogRef} id="site-menu" aria-label="Menu" {...dialogProps}>
      <Top>
        <Wordmark onClick={onClose} />
        <CloseButton type="button" onClick={onClose} data-autofocus>
          Close
          <Icon size={20} strokeWidth={1.3}>
            <path d="M4 4l12 12M16 4L4 16" />
          </Icon>
        </CloseButton>
      </Top>
      <Body>
        <nav aria-label="Main">
          <Links>
            {MENU_LINKS.map((link) => (
              <li key={link.to}>
                <MenuLink to={link.to} activeOptions={{ exact: true }} onClick={onClose}>
                  {link.label}
                </MenuLink>
              </li>
            ))}
          </Links>
        </nav>
        {settings ? (
          <Aside>
            <p>{[...(settings.locations ?? []), settings.availability].filter(Boolean).join(' · ')}</p>
            {settings.phone ? <a href={telHref(settings.phone)}>{settings.phone}</a> : null}
            {settings.email ? <a href={`mailto:${settings.email}`}>{settings.email}</a> : null}
            <EnquireSlot>
              <ButtonLink to="/enquiry" $variant="light" onClick={onClose}>
                Enquire Now
              </ButtonLink>
            </EnquireSlot>
          </Aside>
        ) : null}
      </Body>
    </Dialog>
  )
}
