/** @vitest-environment jsdom */
import { focusManager } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { countFor, useAvailability } from '../../src/hire-list/useAvailability.ts'
import { renderWithProviders } from '../support/renderWithProviders.tsx'

const DATE = '2027-10-16'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
afterEach(() => server.resetHandlers())

// Only the clock and intervals are faked: the page's own timers, msw and React run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
  vi.setSystemTime(new Date('2026-11-26T00:00:00Z'))
})
afterEach(() => vi.useRealTimers())

function Probe() {
  const availability = useAvailability()
  const count = countFor(availability, 'styling-furniture-2')
  return <p>{count ? `${count.free} free` : availability.status}</p>
}

/** The endpoint as the server answers it: the free count now, and what is left of its snapshot. */
function endpoint(freshForMs: number) {
  const seen = { requests: 0, free: 40 }
  server.use(
    http.get('*/api/availability', () => {
      seen.requests++
      return HttpResponse.json({
        date: DATE,
        known: true,
        counts: { 'styling-furniture-2': { free: seen.free, stock: 100 } },
        freshForMs,
      })
    }),
  )
  return seen
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe("the browser keeps an availability answer no longer than the server's snapshot", () => {
  it('asks again when what was left of the snapshot runs out, and shows the confirmation', async () => {
    const seen = endpoint(12_000)
    const fetches = vi.spyOn(globalThis, 'fetch')
    const { queryClient } = await renderWithProviders(<Probe />, { path: `/hire?date=${DATE}` })
    expect(await screen.findByText('40 free')).toBeTruthy()
    expect(seen.requests).toBe(1)
    // A confirmation in Airtable, read by the server's next snapshot.
    seen.free = 10
    await wait(11_900)
    expect(seen.requests).toBe(1)
    expect(
      queryClient
        .getQueryCache()
        .find({ queryKey: ['availability', DATE] })!
        .isStale(),
    ).toBe(false)
    await wait(200)
    expect(seen.requests).toBe(2)
    expect(await screen.findByText('10 free')).toBeTruthy()
    // Never from the HTTP cache, whose copy would claim its whole freshForMs again.
    const modes = fetches.mock.calls.filter(([url]) => String(url).includes('/api/availability'))
    expect(modes.map(([, init]) => init?.cache)).toEqual(['no-store', 'no-store'])
  })

  it('treats an answer as stale the moment its snapshot ends: a visitor coming back to the page then asks again', async () => {
    const seen = endpoint(3_000)
    await renderWithProviders(<Probe />, { path: `/hire?date=${DATE}` })
    await screen.findByText('40 free')
    const comeBack = async () => {
      await act(async () => {
        focusManager.setFocused(false)
        focusManager.setFocused(true)
      })
    }
    vi.setSystemTime(Date.now() + 2_990)
    await comeBack()
    expect(seen.requests).toBe(1)
    seen.free = 25
    vi.setSystemTime(Date.now() + 20)
    await comeBack()
    expect(seen.requests).toBe(2)
    expect(await screen.findByText('25 free')).toBeTruthy()
    focusManager.setFocused(undefined)
  })
})
