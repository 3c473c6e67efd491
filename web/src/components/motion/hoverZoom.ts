import { css, type IStyledComponent } from 'styled-components'
import { media, motion } from '../../theme/tokens.ts'

/**
 * A card's image grows slightly while the pointer is over the card: the element itself, or the
 * `card` it sits in. The site-wide reduced-motion rule only stops the transition (GlobalStyle);
 * this also drops the zoom, so visitors who ask for less motion see the image stay still. Tokens
 * are read directly, not from the theme, so a card's styles stay static (computed once, not per card).
 */
export function hoverZoom(scale: number, card?: IStyledComponent<'web'>) {
  // A selector, not a declaration: no trailing semicolon, or the browser drops the whole rule.
  const hovered = card ? css`${card}:hover & img` : css`&:hover img`
  return css`
    img {
      transition: transform ${motion.slow} ${motion.easing};
    }
    ${hovered} {
      transform: scale(${scale});
    }
    ${media.reducedMotion} {
      ${hovered} {
        transform: none;
      }
    }
  `
}
