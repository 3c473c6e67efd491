import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Eyebrow } from './Eyebrow.tsx'

const Wrapper = styled.div<{ $align: 'center' | 'start' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: ${({ $align }) => $align};
  text-align: ${({ $align }) => ($align === 'center' ? 'center' : 'left')};
  margin-bottom: ${({ theme }) => theme.space[7]};
`

const Heading = styled.h2<{ $onDark: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.h2};
  color: ${({ $onDark, theme }) => ($onDark ? theme.colors.ivory : theme.colors.maroon)};
  max-width: 22ch;
  text-wrap: balance;
`

const Rule = styled.span`
  display: block;
  width: 48px;
  height: 1px;
  background: ${({ theme }) => theme.colors.gold};
`

type SectionHeadingProps = {
  id?: string
  eyebrow?: string
  children: ReactNode
  align?: 'center' | 'start'
  onDark?: boolean
}

/** A section's eyebrow, serif heading and a short gold rule. */
export function SectionHeading({ id, eyebrow, children, align = 'center', onDark = false }: SectionHeadingProps) {
  return (
    <Wrapper $align={align}>
      {eyebrow ? <Eyebrow $onDark={onDark}>{eyebrow}</Eyebrow> : null}
      <Heading id={id} $onDark={onDark}>
        {children}
      </Heading>
      <Rule aria-hidden="true" />
    </Wrapper>
  )
}
