import type { UseFormRegisterReturn } from 'react-hook-form'
import styled from 'styled-components'
import { errorId, fieldId } from '../../forms/fieldIds.ts'

const Set = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.ink};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: center;
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.maroon};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.error};
  }
`

/** Delivery to the venue, or pickup from the studio: two radio buttons, the first carrying the field's id. */
export function FulfilmentField({
  formId,
  legend,
  registration,
  error,
}: {
  formId: string
  legend: string
  registration: UseFormRegisterReturn
  error?: string
}) {
  const name = registration.name
  const described = error ? errorId(formId, name) : undefined
  return (
    <Set aria-describedby={described}>
      <legend>{legend}</legend>
      <label>
        <input id={fieldId(formId, name)} type="radio" value="delivery" {...registration} />
        Delivery, setup and collection at the venue
      </label>
      <label>
        <input type="radio" value="pickup" {...registration} />
        We’ll collect from your studio (pickup)
      </label>
      {error ? <p id={described}>{error}</p> : null}
    </Set>
  )
}
