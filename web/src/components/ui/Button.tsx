import { createLink } from '@tanstack/react-router'
import styled, { css } from 'styled-components'

type Variant = 'solid' | 'outline' | 'light'
/** 'sm' is the compact size for the top bar. */
type Size = 'md' | 'sm'
type ButtonProps = { $variant?: Variant; $size?: Size }

const buttonStyles = css<ButtonProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  border: 1px solid ${({ theme }) => theme.colors.maroon};
  border-radius: ${({ theme }) => theme.radii.none};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  text-align: center;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
  }
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
    color ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};

  ${({ $variant = 'solid', theme }) => {
    switch ($variant) {
      case 'outline':
        return css`
          background: transparent;
          color: ${theme.colors.maroon};
          &:hover {
            background: ${theme.colors.maroon};
            color: ${theme.colors.ivory};
          }
        `
      case 'light':
        return css`
          background: transparent;
          color: ${theme.colors.ivory};
          border-color: ${theme.colors.ivory};
          &:hover {
            background: ${theme.colors.ivory};
            color: ${theme.colors.maroon};
          }
        `
      default:
        return css`
          background: ${theme.colors.maroon};
          color: ${theme.colors.ivory};
          &:hover {
            background: ${theme.colors.maroonSoft};
          }
        `
    }
  }}

  ${({ $size, theme }) =>
    $size === 'sm' &&
    css`
      min-height: 40px;
      padding: ${theme.space[2]} ${theme.space[3]};
      font-size: 0.6875rem;
      letter-spacing: ${theme.letterSpacings.wide};
      white-space: nowrap;
      ${theme.media.md} {
        padding: ${theme.space[2]} ${theme.space[5]};
        font-size: ${theme.fontSizes.xs};
      }
    `}

  /* Faded, yet every variant's label keeps 4.5:1 against what it sits on. */
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
`

export const Button = styled.button<ButtonProps>`
  ${buttonStyles}
`

const StyledAnchor = styled.a<ButtonProps>`
  ${buttonStyles}
`

/** An internal link that looks like a button (keeps router preloading and typed `to`). */
export const ButtonLink = createLink(StyledAnchor)

/** An external link that looks like a button. */
export const ButtonAnchor = StyledAnchor
