/** @vitest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useStagedCount } from '../../../src/lib/react/useStagedCount.ts'

/** Every count the hook returned, in order, for one mount and any later totals. */
function track(first: number, step: number, total: number) {
  const seen: number[] = []
  const hook = renderHook(
    ({ total }) => {
      const count = useStagedCount(total, first, step)
      seen.push(count)
      return count
    },
    { initialProps: { total } },
  )
  return { seen, hook }
}

describe('useStagedCount', () => {
  it('renders the first items, then the rest in steps, each step its own commit', async () => {
    const { seen, hook } = track(12, 12, 40)
    expect(seen[0]).toBe(12)
    await waitFor(() => expect(hook.result.current).toBe(40))
    expect([...new Set(seen)]).toEqual([12, 24, 36, 40])
  })

  it('takes no step while a tap is under way, and goes on once its answer has painted', async () => {
    const { seen, hook } = track(12, 12, 40)
    const tap = (type: string) => act(() => void document.body.dispatchEvent(new Event(type, { bubbles: true })))
    tap('pointerdown')
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(hook.result.current).toBe(12)
    tap('click')
    await waitFor(() => expect(hook.result.current).toBe(40))
    expect([...new Set(seen)]).toEqual([12, 24, 36, 40])
  })

  it('once complete, a longer list renders whole at once', async () => {
    const { seen, hook } = track(12, 12, 20)
    await waitFor(() => expect(hook.result.current).toBe(20))
    seen.length = 0
    hook.rerender({ total: 85 })
    expect(seen[0]).toBe(85)
  })

  it('renders everything at once when asked for all', () => {
    const { seen } = track(Infinity, 12, 85)
    expect(seen[0]).toBe(85)
  })
})
