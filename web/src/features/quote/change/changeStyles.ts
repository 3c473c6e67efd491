import styled from 'styled-components'

/** A quiet note with a list under it: what a suggestion did, the lines a change leaves as they are. */
export const ListNote = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
`
