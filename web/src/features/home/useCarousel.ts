import { useRef, useState, type TouchEvent } from 'react'

/** A horizontal swipe shorter than this is a tap or a scroll, not a slide change. */
const SWIPE_PX = 40

/** Index state for a carousel that wraps at both ends, with previous/next and touch swipes. */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0)
  const touchStart = useRef<{ x: number; y: number } | null>(null)
  const goTo = (next: number) => setIndex(((next % count) + count) % count)
  const next = () => goTo(index + 1)
  const previous = () => goTo(index - 1)
  const swipe = {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0]
      touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = touchStart.current
      const touch = event.changedTouches[0]
      touchStart.current = null
      if (!start || !touch) return
      const dx = touch.clientX - start.x
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(touch.clientY - start.y)) return
      if (dx < 0) next()
      else previous()
    },
  }
  return { index, next, previous, goTo, swipe }
}
