/** @vitest-environment jsdom */
import { render, waitFor } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import {
  OFFSCREEN_SKIPPED,
  useOffscreenCardsSkipped,
} from '../../../src/features/hire-range/useOffscreenCardsSkipped.ts'

const CARD_HEIGHT = 400
const SCREEN = 844

/** A grid of `count` cards, one per row, 400 px each from the top of the view (jsdom has no layout). */
function Grid({ count, whole }: { count: number; whole: boolean }) {
  const grid = useRef<HTMLUListElement>(null)
  useOffscreenCardsSkipped(grid, whole, count)
  return (
    <ul ref={grid}>
      {Array.from({ length: count }, (_, i) => (
        <li
          key={i}
          ref={(li) => {
            if (li) li.getBoundingClientRect = () => DOMRect.fromRect({ y: i * CARD_HEIGHT, height: CARD_HEIGHT })
          }}
        >
          Card {i}
        </li>
      ))}
    </ul>
  )
}

const skipped = (list: HTMLElement) =>
  [...list.querySelectorAll('li')].flatMap((li, i) => (li.style.getPropertyValue('content-visibility') ? [i] : []))

describe('useOffscreenCardsSkipped', () => {
  it('skips the cards more than a screen from the view once the grid is whole, each keeping its height', async () => {
    window.innerHeight = SCREEN
    const view = render(<Grid count={12} whole={false} />)
    const list = view.container.querySelector('ul')!
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(list.hasAttribute(OFFSCREEN_SKIPPED)).toBe(false)

    view.rerender(<Grid count={12} whole />)
    await waitFor(() => expect(list.hasAttribute(OFFSCREEN_SKIPPED)).toBe(true))
    // In view: 0–2 (0–1,200 px); within a screen below it: up to 2 × 844 px, so cards 3 and 4 too.
    expect(skipped(list)).toEqual([5, 6, 7, 8, 9, 10, 11])
    const far = list.querySelectorAll('li')[11]!
    expect(far.style.getPropertyValue('content-visibility')).toBe('auto')
    expect(far.style.getPropertyValue('contain-intrinsic-block-size')).toBe(`auto ${CARD_HEIGHT}px`)
  })
})
