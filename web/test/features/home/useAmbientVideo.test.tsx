/** @vitest-environment jsdom */
import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAmbientVideo } from '../../../src/features/home/useAmbientVideo.ts'

function environment({ reducedMotion, saveData }: { reducedMotion: boolean; saveData?: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: saveData === undefined ? undefined : { saveData },
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
  Object.defineProperty(navigator, 'connection', { configurable: true, value: undefined })
})

describe('useAmbientVideo', () => {
  it('allows the hero film by default', () => {
    environment({ reducedMotion: false })
    expect(renderHook(() => useAmbientVideo()).result.current).toBe(true)
  })

  it('never runs it under prefers-reduced-motion', () => {
    environment({ reducedMotion: true })
    expect(renderHook(() => useAmbientVideo()).result.current).toBe(false)
  })

  it('never runs it when the visitor asked to save data', () => {
    environment({ reducedMotion: false, saveData: true })
    expect(renderHook(() => useAmbientVideo()).result.current).toBe(false)
  })
})
