import { useState } from 'react'
import { useSwipe } from '../../components/gestures/useSwipe.ts'
import { wrapIndex } from '../../lib/math/wrapIndex.ts'

/** Index state for a carousel that wraps at both ends, with previous/next and swipes. */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0)
  const goTo = (next: number) => setIndex(wrapIndex(next, count))
  const next = () => goTo(index + 1)
  const previous = () => goTo(index - 1)
  const swipe = useSwipe({ onNext: next, onPrevious: previous })
  return { index, next, previous, goTo, swipe }
}
