import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Eyebrow } from '../ui/Eyebrow.tsx'

const Intro = styled.header`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.layout.gutter} ${theme.space[7]}`};
  text-align: center;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[9]} ${theme.layout.gutter} ${theme.space[8]}`};
  }
`

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.h1};
  color: ${({ theme }) => theme.colors.maroon};
  text-wrap: balance;
`

const Rule = styled.span`
  display: block;
  width: 56px;
  height: 1px;
  background: ${({ theme }) => theme.colors.gold};
`

const Lead = styled.p`
  max-width: 40rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.inkSoft};
  text-wrap: pretty;
`

type PageIntroProps = { eyebrow?: string; heading: string; intro?: string | null; children?: ReactNode }

/** The heading block every content page opens with: eyebrow, serif title, gold rule, lead. */
export function PageIntro({ eyebrow, heading, intro, children }: PageIntroProps) {
  return (
    <Intro>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Heading>{heading}</Heading>
      <Rule aria-hidden="true" />
      {intro ? <Lead>{intro}</Lead> : null}
      {children}
    </Intro>
  )
}
