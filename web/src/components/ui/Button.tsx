import { createLink } from '@tanstack/react-router'
import styled, { css, type DataAttributes } from 'styled-components'
import {
  colors,
  fontSizes,
  fontWeights,
  fonts,
  letterSpacings,
  media,
  motion,
  radii,
  space,
} from '../../theme/tokens.ts'

type Variant = 'solid' | 'outline' | 'light'
/** 'sm' is the compact size for the top bar. */
type Size = 'md' | 'sm'
type ButtonProps = { $variant?: Variant; $size?: Size }

/**
 * Static styles, read from the tokens rather than the theme, so styled-components computes them
 * once per page rather than once per button (a product grid renders two per card). The variant and
 * size become data attributes (below); their rules sit in `:where()`, so they weigh no more than the
 * base rules they follow (what callers' overrides and `styled(Button)` rely on) and the cascade is
 * the one the props-built CSS had. 'solid' and 'md' are the base.
 */
const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  min-height: 48px;
  padding: ${space[3]} ${space[5]};
  border: 1px solid ${colors.maroon};
  border-radius: ${radii.none};
  font-family: ${fonts.body};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
  letter-spacing: ${letterSpacings.wide};
  text-transform: uppercase;
  text-align: center;
  ${media.md} {
    padding: ${space[3]} ${space[6]};
    letter-spacing: ${letterSpacings.wider};
  }
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${motion.base} ${motion.easing},
    color ${motion.base} ${motion.easing};

  background: ${colors.maroon};
  color: ${colors.ivory};
  &:where([data-variant='outline']) {
    background: transparent;
    color: ${colors.maroon};
  }
  &:where([data-variant='light']) {
    background: transparent;
    color: ${colors.ivory};
    border-color: ${colors.ivory};
  }
  /* Only under a pointer that hovers: a tap sets :hover on a phone, so the colour change (and its
     transition) restyled and repainted the page before the tap's click was handled (decision 0023). */
  ${media.hover} {
    &:hover {
      background: ${colors.maroonSoft};
    }
    &:where([data-variant='outline']):hover {
      background: ${colors.maroon};
      color: ${colors.ivory};
    }
    &:where([data-variant='light']):hover {
      background: ${colors.ivory};
      color: ${colors.maroon};
    }
  }

  &:where([data-size='sm']) {
    min-height: 40px;
    padding: ${space[2]} ${space[3]};
    font-size: 0.6875rem;
    letter-spacing: ${letterSpacings.wide};
    white-space: nowrap;
    ${media.md} {
      padding: ${space[2]} ${space[5]};
      font-size: ${fontSizes.xs};
      /* As the top bar has always drawn it: the base's medium-screen spacing won over 'wide'. */
      letter-spacing: ${letterSpacings.wider};
    }
  }

  /* Faded, yet every variant's label keeps 4.5:1 against what it sits on. */
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
`

/** `$variant` and `$size` as the data attributes the static styles select on. */
const variantAttributes = ({ $variant, $size }: ButtonProps): DataAttributes => ({
  'data-variant': $variant === 'solid' ? undefined : $variant,
  'data-size': $size === 'md' ? undefined : $size,
})

export const Button = styled.button.attrs<ButtonProps>(variantAttributes)`
  ${buttonStyles}
`

const StyledAnchor = styled.a.attrs<ButtonProps>(variantAttributes)`
  ${buttonStyles}
`

/** An internal link that looks like a button (keeps router preloading and typed `to`). */
export const ButtonLink = createLink(StyledAnchor)

/** An external link that looks like a button. */
export const ButtonAnchor = StyledAnchor
