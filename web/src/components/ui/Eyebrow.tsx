import styled from 'styled-components'

/** The small spaced capitals above a heading. Gold-text on light grounds, gold-light on maroon. */
export const Eyebrow = styled.p<{ $onDark?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
  text-transform: uppercase;
  color: ${({ $onDark, theme }) => ($onDark ? theme.colors.goldLight : theme.colors.goldText)};
`
