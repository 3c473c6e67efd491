import type { ReactNode } from 'react'
import styled from 'styled-components'

const Panel = styled.section`
  min-height: 60vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space[5]};
  text-align: center;
  padding: ${({ theme }) => theme.space[9]} ${({ theme }) => theme.layout.gutter};
`

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.h2};
  color: ${({ theme }) => theme.colors.maroon};
`

const Body = styled.div`
  max-width: 34rem;
  color: ${({ theme }) => theme.colors.inkSoft};
`

export function StatePanel({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <Panel>
      <Title>{title}</Title>
      {children ? <Body>{children}</Body> : null}
      {actions}
    </Panel>
  )
}
