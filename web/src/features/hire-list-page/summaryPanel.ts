import styled from 'styled-components'

/** The Summary panel beside a list's rows (sticky on large screens): the hire list and a shared list. */
export const Summary = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.line};
  box-shadow: ${({ theme }) => theme.shadows.soft};
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[5]});
  }
`

export const SummaryTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  color: ${({ theme }) => theme.colors.maroon};
`

export const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`
