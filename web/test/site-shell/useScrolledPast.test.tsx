/** @vitest-environment jsdom */
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useScrolledPast } from '../../src/site-shell/useScrolledPast.ts'

describe('useScrolledPast', () => {
  let scrollY = 0
  const reads = vi.fn(() => scrollY)

  beforeEach(() => {
    scrollY = 0
    reads.mockClear()
    Object.defineProperty(window, 'scrollY', { configurable: true, get: reads })
  })
  afterEach(() => {
    Reflect.deleteProperty(window, 'scrollY')
  })

  it('turns true once a scroll passes the offset, and false again back above it', () => {
    const { result } = renderHook(() => useScrolledPast(50))
    expect(result.current).toBe(false)
    scrollY = 51
    act(() => void window.dispatchEvent(new Event('scroll')))
    expect(result.current).toBe(true)
    scrollY = 10
    act(() => void window.dispatchEvent(new Event('scroll')))
    expect(result.current).toBe(false)
  })

  it('knows a page that loaded already scrolled', () => {
    scrollY = 400
    const { result } = renderHook(() => useScrolledPast(50))
    expect(result.current).toBe(true)
  })

  // Reading scrollY forces style and layout: a re-render (a tap that changed the page) must not.
  it('reads the scroll position on scroll events only, not on re-renders', () => {
    const { rerender } = renderHook(() => useScrolledPast(50))
    const afterMount = reads.mock.calls.length
    for (let i = 0; i < 5; i++) rerender()
    expect(reads.mock.calls.length).toBe(afterMount)
    act(() => void window.dispatchEvent(new Event('scroll')))
    expect(reads.mock.calls.length).toBe(afterMount + 1)
  })
})
