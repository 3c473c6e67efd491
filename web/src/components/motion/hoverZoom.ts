import { css, type IStyledComponent } from 'styled-components'

/**
 * A card's image grows slightly while the pointer is over the card: the element itself, or the
 * `card` it sits in. The site-wide reduced-motion rule only stops the transition (GlobalStyle);
 * this also drops the zoom, so visitors who ask for less motion see the image stay still.
 */
export function hoverZoom(scale: number, card?: IStyledComponent<'web'>) {
  const hovered = card
    ? css`
        ${card}:hover & img
      `
    : css`
        &: hover img;
      `
  return css`
    img {
      transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
    }
    ${hovered} {
      transform: scale(${scale});
    }
    ${({ theme }) => theme.media.reducedMotion} {
      ${hovered} {
        transform: none;
      }
    }
  `
}
