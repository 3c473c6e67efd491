import { css, type IStyledComponent } from 'styled-components'
import { media, motion } from '../../theme/tokens.ts'

/**
 * A card's image grows slightly while the pointer is over the card: the element itself, or the
 * `card` it sits in. Only for a pointer that hovers and a visitor who has not asked for less motion:
 * on a phone a tap leaves `:hover` stuck on what was tapped, so the zoom would start in the tap's own
 * frame (restyling the card while "Add to List" should be answering) and stay. Tokens are read
 * directly, not from the theme, so a card's styles stay static (computed once, not per card).
 */
export function hoverZoom(scale: number, card?: IStyledComponent<'web'>) {
  // A selector, not a declaration: no trailing semicolon, or the browser drops the whole rule.
  const hovered = card
    ? css`
        ${card}:hover & img
      `
    : css`
        &: hover img;
      `
  return css`
    ${media.hoverMotion} {
      img {
        transition: transform ${motion.slow} ${motion.easing};
      }
      ${hovered} {
        transform: scale(${scale});
      }
    }
  `
}
