import { useRef, type PointerEvent } from 'react'

/** How far a finger must travel sideways before a swipe counts, in CSS pixels. */
const MIN_DISTANCE = 40

/**
 * Horizontal swipes from touch or pen as pointer events. The element needs
 * `touch-action: pan-y pinch-zoom`, or the browser claims the sideways gesture for itself.
 */
export function useSwipe({ onNext, onPrevious }: { onNext: () => void; onPrevious: () => void }) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null)
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' || !event.isPrimary) return
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY }
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current
      start.current = null
      if (!from || from.id !== event.pointerId) return
      const dx = event.clientX - from.x
      const dy = event.clientY - from.y
      if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) < Math.abs(dy)) return
      if (dx < 0) onNext()
      else onPrevious()
    },
    onPointerCancel: () => {
      start.current = null
    },
  }
}
