import { useEffect, type RefObject } from 'react'
import { betweenTaps } from '../../lib/react/betweenTaps.ts'

/** Set on the grid once its far cards may be skipped: it is done once per list. */
export const OFFSCREEN_SKIPPED = 'data-offscreen-skipped'

/**
 * Once every card the grid will show is in the page (`whole`), lets the browser skip the cards far
 * off screen (`content-visibility: auto`): their style, layout, paint and hit tests. A tap on one card
 * then redraws the cards near the view, not all ninety (docs/decisions/0024).
 *
 * - Each such card keeps the height it has now as its placeholder, so the page neither grows nor
 *   shrinks and nothing in view moves.
 * - Cards in view or within a screen of it are left alone: one given the property there is drawn
 *   skipped for a frame first, which the browser reports as a layout shift of the whole card.
 * - Not while the grid fills: a card added with the property is laid out on its own, which made each
 *   step a long task. Cards a filter adds later are not skipped.
 * - `cards` is what the grid shows: a grid emptied by a filter and shown again is a new list.
 */
export function useOffscreenCardsSkipped(grid: RefObject<HTMLElement | null>, whole: boolean, cards: unknown) {
  useEffect(() => {
    const list = grid.current
    if (!whole || !list || list.hasAttribute(OFFSCREEN_SKIPPED)) return
    return betweenTaps(() => {
      const items = [...list.children] as HTMLElement[]
      // Every rect before any write: one layout, already done, not one per card.
      const rects = items.map((item) => item.getBoundingClientRect())
      const screen = window.innerHeight
      items.forEach((item, i) => {
        const { top, bottom, height } = rects[i]!
        if (bottom > -screen && top < 2 * screen) return
        item.style.setProperty('contain-intrinsic-block-size', `auto ${height}px`)
        item.style.setProperty('content-visibility', 'auto')
      })
      list.setAttribute(OFFSCREEN_SKIPPED, '')
    })
  }, [grid, whole, cards])
}
