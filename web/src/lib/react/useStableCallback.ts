import { useCallback, useInsertionEffect, useRef } from 'react'

/**
 * A function of one identity for the component's life that calls the latest `fn` it was given, so
 * a memoised child can take a handler that reads fresh state without re-rendering when it changes.
 * For event handlers only: it calls the last committed `fn`, so it must not be called during render.
 */
export function useStableCallback<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(fn)
  useInsertionEffect(() => {
    latest.current = fn
  })
  return useCallback((...args: Args) => latest.current(...args), [])
}
