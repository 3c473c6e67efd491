import styled from 'styled-components'

/** Centres content at the site's width with the responsive gutter. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ $narrow, theme }) => ($narrow ? theme.layout.narrowWidth : theme.layout.maxWidth)};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
`

/** A page band with the generous vertical rhythm between sections. */
export const Band = styled.section<{ $tone?: 'paper' | 'ivory' | 'maroon' }>`
  padding: ${({ theme }) => `${theme.space[8]} 0`};
  background: ${({ $tone = 'paper', theme }) => theme.colors[$tone]};
  color: ${({ $tone, theme }) => ($tone === 'maroon' ? theme.colors.ivory : theme.colors.ink)};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[9]} 0`};
  }
`
