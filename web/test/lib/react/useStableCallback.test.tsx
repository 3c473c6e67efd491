/** @vitest-environment jsdom */
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useStableCallback } from '../../../src/lib/react/useStableCallback.ts'

describe('useStableCallback', () => {
  it('keeps one identity across renders and calls the latest function it was given', () => {
    const { result, rerender } = renderHook(({ value }) => useStableCallback((add: number) => value + add), {
      initialProps: { value: 1 },
    })
    const first = result.current
    expect(first(1)).toBe(2)
    rerender({ value: 10 })
    expect(result.current).toBe(first)
    expect(first(1)).toBe(11)
  })
})
