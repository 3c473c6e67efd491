import { css, keyframes } from 'styled-components'
import { space } from '../../theme/tokens.ts'

const rise = keyframes`
  from {
    opacity: 0;
    transform: translateY(${space[4]});
  }
`

/**
 * Fades and lifts an element into place once. Give each item of a list its own inline
 * `animation-delay` for a stagger. Pure CSS, so server-rendered pages animate before hydration and
 * nothing is left hidden if scripts fail; under prefers-reduced-motion GlobalStyle removes every
 * animation, this one included, so items simply appear.
 */
export const riseIn = css`
  animation: ${rise} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing} both;
`

const lift = keyframes`
  from {
    transform: translateY(${space[4]});
  }
`

/**
 * With `riseIn`, for an item in view on arrival that is likely the page's largest paint: it lifts
 * into place without the fade. A faded-in image counts as painted (LCP) only once the browser sees
 * its opacity above 0 on the main thread, which hydration may be holding: at 4× CPU that put the
 * portfolio's LCP half a second after the image had arrived, where the script-free page had none.
 */
export const riseInWithoutFade = css`
  animation-name: ${lift};
`

/** The inline style that places item `index` of a staggered list `stepSeconds` after the previous one. */
export function staggerDelay(index: number, stepSeconds: number) {
  return { animationDelay: `${(index * stepSeconds).toFixed(2)}s` }
}
