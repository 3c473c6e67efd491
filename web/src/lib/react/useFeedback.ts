import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A short confirmation ('Added to your list') shown beside a button and read out by screen readers
 * through an always-present live region; it clears itself after a few seconds.
 */
export function useFeedback(durationMs = 3000) {
  const [message, setMessage] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const show = useCallback(
    (next: string) => {
      clearTimeout(timer.current)
      setMessage(next)
      timer.current = setTimeout(() => setMessage(''), durationMs)
    },
    [durationMs],
  )
  return [message, show] as const
}
