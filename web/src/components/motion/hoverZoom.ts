import { css, type IStyledComponent } from 'styled-components'
import { media, motion } from '../../theme/tokens.ts'

/**
 * A card's image grows slightly while the pointer is over the card: the element itself, or the
 * `card` it sits in. Only for a pointer that hovers and a visitor who has not asked for less motion:
 * on a phone a tap leaves `:hover` stuck on what was tapped, so the zoom would start in the tap's own
 * frame (restyling the card while "Add to List" should be answering) and stay. The element clips the
 * grown image only there too: a clipped box is a layer that every hit test visits, and a grid of
 * cards on a phone paid for each in every tap (docs/decisions/0023). Tokens are read
 * directly, not from the theme, so a card's styles stay static (computed once, not per card).
 */
export function hoverZoom(scale: number, card?: IStyledComponent<'web'>) {
  const eased = css`
    overflow: hidden;
    img {
      transition: transform ${motion.slow} ${motion.easing};
    }
  `
  // The hovered selector is written out in each template, not passed in as a fragment: the build's
  // styled-components minifier ends a fragment that looks like a declaration (`&:hover img`) with a
  // semicolon, and the rule it opened was lost (a "CSS: Parse Error" in the served page, no zoom).
  return card
    ? css`
        ${media.hoverMotion} {
          ${eased}
          ${card}:hover & img {
            transform: scale(${scale});
          }
        }
      `
    : css`
        ${media.hoverMotion} {
          ${eased}
          &:hover img {
            transform: scale(${scale});
          }
        }
      `
}
