import type { ReactNode } from 'react'
import styled from 'styled-components'
import { hasImmersiveHero } from '../lib/routing/pageName.ts'
import { SiteFooter } from './SiteFooter.tsx'
import { SiteHeader } from './SiteHeader.tsx'
import { usePageName } from './usePageName.ts'
import { useRouteFocus } from './useRouteFocus.ts'

const MAIN_ID = 'main'

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[4]};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.skipLink};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  background: ${({ theme }) => theme.colors.ivory};
  color: ${({ theme }) => theme.colors.maroon};
  &:focus {
    top: ${({ theme }) => theme.space[4]};
  }
`

/** The fixed top bar overlays Home's hero; every other page starts below it. */
const Main = styled.main<{ $underBar: boolean }>`
  display: block;
  min-height: 70vh;
  padding-top: ${({ $underBar, theme }) => ($underBar ? '0' : theme.layout.headerHeight)};
  /* Only ever focused by the skip link: a ring round the whole page would say nothing, and the next Tab lands inside. */
  &:focus {
    outline: none;
    box-shadow: none;
  }
`

export function SiteShell({ children }: { children: ReactNode }) {
  const page = usePageName()
  useRouteFocus(MAIN_ID)
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>Skip to content</SkipLink>
      <SiteHeader page={page} />
      <Main id={MAIN_ID} tabIndex={-1} $underBar={hasImmersiveHero(page)}>
        {children}
      </Main>
      <SiteFooter page={page} />
    </>
  )
}
