import styled from 'styled-components'
import { Eyebrow } from '../../components/ui/Eyebrow.tsx'
import { formatCents, toCents } from '../../pricing/money.ts'

type Variant = { _key: string; label: string; amount: number }

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`

const Legend = styled(Eyebrow).attrs({ as: 'legend' })`
  margin-bottom: ${({ theme }) => theme.space[3]};
`

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`

const Option = styled.label`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  small {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.maroon};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.maroon};
  }
  &:has(input:focus-visible) {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`

/** Sizes or finishes hired at their own price, as native radios (arrow keys work). */
export function VariantPicker({
  variants,
  value,
  onChange,
}: {
  variants: readonly Variant[]
  value: string | undefined
  onChange: (key: string) => void
}) {
  return (
    <Fieldset>
      <Legend>Choose an option</Legend>
      <Options>
        {variants.map((variant) => (
          <Option key={variant._key}>
            <input
              type="radio"
              name="variant"
              value={variant._key}
              checked={value === variant._key}
              onChange={() => onChange(variant._key)}
            />
            {variant.label}
            <small>{formatCents(toCents(variant.amount))}</small>
          </Option>
        ))}
      </Options>
    </Fieldset>
  )
}
