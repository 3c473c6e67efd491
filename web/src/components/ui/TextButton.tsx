import styled from 'styled-components'

/** A bare button set in small spaced capitals (menu, close): no box, a 44 px touch target. */
export const TextButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 44px;
  min-height: 44px;
  padding: 0;
  background: none;
  border: 0;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
  text-transform: uppercase;
`

/**
 * "Remove" beside a line's stepper (the hire list, a booking's change): small spaced capitals, underlined.
 * Here with the other bare button, which every page loads, so the screens that share it split no chunk.
 */
export const RemoveButton = styled.button`
  border: 0;
  background: none;
  padding: ${({ theme }) => theme.space[2]} 0;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkSoft};
  text-decoration: underline;
  text-underline-offset: 0.25em;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.maroon};
  }
`
