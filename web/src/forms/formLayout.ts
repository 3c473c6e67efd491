import styled from 'styled-components'

/** The form's grid: one column on phones, two on wider screens (wide fields span both). */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[5]};
  }
`

/** Spacing comes from the parts (summary, status panels, actions), so empty live regions add none. */
export const FormStack = styled.form`
  display: grid;
`

export const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  button {
    min-width: 14rem;
  }
  ${({ theme }) => theme.media.belowLg} {
    justify-items: stretch;
  }
`
