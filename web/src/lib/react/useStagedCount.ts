import { startTransition, useEffect, useState } from 'react'
import { betweenTaps } from './betweenTaps.ts'

/**
 * How many of `total` items to render: `first` on the server and while hydrating, then `step` more per
 * commit until all are shown, each step a transition started between taps (betweenTaps.ts), so none lands
 * inside a tap's answer. So the HTML carries the first screens only and the rest arrive in small commits
 * after the page is live, none holding the main thread long (docs/decisions/0022). `first: Infinity`
 * renders everything at once.
 */
export function useStagedCount(total: number, first: number, step: number): number {
  const [limit, setLimit] = useState(first)
  useEffect(() => {
    // Once complete it stays so: a later, longer list (a new filter) renders whole.
    if (limit === Infinity) return
    return betweenTaps(() =>
      startTransition(() => setLimit((current) => (current + step >= total ? Infinity : current + step))),
    )
  }, [limit, step, total])
  return Math.min(limit, total)
}
