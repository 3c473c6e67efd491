import { JSDOM } from 'jsdom'
import { describe, expect, it, vi } from 'vitest'
import { deferredBoot } from '../../../src/lib/boot/deferredBoot.ts'
import { EARLY_TAPS, HYDRATED_ATTRIBUTE, markHydratedAndReplayTaps } from '../../../src/lib/boot/earlyTaps.ts'

const pageWith = (modules: string[][]) => `<!doctype html><html><head>
${modules.map((list) => `<script type="application/json" data-boot-modules>${JSON.stringify(list)}</script>`).join('\n')}
</head><body><button id="add">Add to List</button><a id="link" href="/hire-range">Hire range</a></body></html>`
const PAGE = pageWith([['/assets/react-1.js'], ['/assets/route-1.js']])

/** The window's listeners as the page adds and removes them (by `once`, or an aborted signal, too), by event type. */
function listenersOf(win: Window) {
  type Entry = { type: string; listener: unknown; signal?: AbortSignal; removed: boolean }
  const added: Entry[] = []
  const add = win.addEventListener.bind(win)
  const remove = win.removeEventListener.bind(win)
  win.addEventListener = ((type: string, listener: EventListener, options?: AddEventListenerOptions) => {
    const entry: Entry = { type, listener, signal: options?.signal, removed: false }
    added.push(entry)
    const wrapped = (event: Event) => {
      if (options?.once) entry.removed = true
      listener(event)
    }
    wrappers.set(listener, wrapped)
    add(type, wrapped, options)
  }) as typeof win.addEventListener
  const wrappers = new Map<unknown, EventListener>()
  win.removeEventListener = ((type: string, listener: EventListener, options?: EventListenerOptions) => {
    for (const entry of added) if (entry.type === type && entry.listener === listener) entry.removed = true
    remove(type, wrappers.get(listener) ?? listener, options)
  }) as typeof win.removeEventListener
  return () => added.filter((entry) => !entry.removed && !entry.signal?.aborted).map((entry) => entry.type)
}

/** A fresh page running the boot script exactly as the server inlines it: its source, stringified. */
function page(fallbackMs = 3000, html = PAGE) {
  const dom = new JSDOM(html, { runScripts: 'outside-only', url: 'http://localhost/', pretendToBeVisual: true })
  const listening = listenersOf(dom.window as unknown as Window)
  const options = {
    entry: '/assets/entry-1.js',
    fallbackMs,
    tapsKey: EARLY_TAPS,
    hydratedAttribute: HYDRATED_ATTRIBUTE,
  }
  dom.window.eval(`(${String(deferredBoot)})(${JSON.stringify(options)})`)
  const { document } = dom.window
  const started = () => [...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'))
  const preloaded = () => [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))
  const button = document.getElementById('add')!
  const clicks = vi.fn()
  button.addEventListener('click', clicks)
  return {
    dom,
    listening,
    window: dom.window as unknown as Window & typeof globalThis,
    document,
    started,
    preloaded,
    button,
    clicks,
  }
}

describe('the deferred boot script', () => {
  it('fetches no module until the window has loaded and painted, then the entry beside every listed module', async () => {
    // A fallback far later than the wait below, so what starts the entry is the load and its paint.
    const { window, started, preloaded } = page(60_000)
    expect(started()).toEqual([])
    window.dispatchEvent(new window.Event('load'))
    expect(started()).toEqual([])
    // After the next paint: jsdom runs animation frames on a timer, late on a loaded machine.
    await vi.waitFor(() => expect(started()).toEqual(['/assets/entry-1.js']), { timeout: 10_000, interval: 10 })
    expect(preloaded()).toEqual(['/assets/react-1.js', '/assets/route-1.js'])
    window.dispatchEvent(new window.Event('load'))
    await new Promise((resolve) => window.setTimeout(resolve, 100))
    expect(started()).toHaveLength(1)
  })

  // A request costs the main thread a few ms on a phone: twenty in one task made a long task.
  it('sends the entry at once and the preloads a few per task', async () => {
    const modules = Array.from({ length: 9 }, (_, i) => `/assets/chunk-${i}.js`)
    const { window, started, preloaded } = page(3000, pageWith([modules.slice(0, 6), modules.slice(6)]))
    window.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Tab' }))
    expect(started()).toEqual(['/assets/entry-1.js'])
    expect(preloaded()).toEqual(modules.slice(0, 3))
    await vi.waitFor(() => expect(preloaded()).toEqual(modules), { timeout: 10_000, interval: 5 })
    expect(started()).toEqual(['/assets/entry-1.js'])
  })

  it('starts at the first interaction, or after the fallback however slow the page', () => {
    const touched = page()
    touched.window.dispatchEvent(new touched.window.KeyboardEvent('keydown', { key: 'Tab' }))
    expect(touched.started()).toEqual(['/assets/entry-1.js'])

    vi.useFakeTimers()
    try {
      const slow = page(3000)
      vi.advanceTimersByTime(2999)
      expect(slow.started()).toEqual([])
      vi.advanceTimersByTime(1)
      expect(slow.started()).toEqual(['/assets/entry-1.js'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('holds a tap on a button until hydration, then replays it once', async () => {
    const { window, button, clicks, started } = page()
    button.click()
    button.click()
    expect(clicks).not.toHaveBeenCalled()
    expect(started()).toEqual(['/assets/entry-1.js'])

    markHydratedAndReplayTaps(window)
    expect(window.document.documentElement.getAttribute(HYDRATED_ATTRIBUTE)).toBe('true')
    await new Promise((resolve) => window.setTimeout(resolve, 10))
    expect(clicks).toHaveBeenCalledTimes(2)
  })

  // Each would otherwise run, for nothing, inside the first tap on the live page (decision 0023).
  it('keeps no listener of its own once started and hydrated', () => {
    const { window, listening, button, clicks } = page()
    expect(listening().toSorted()).toEqual(['click', 'focusin', 'keydown', 'load', 'pointerdown', 'touchstart'])
    window.dispatchEvent(new window.Event('pointerdown'))
    expect(listening()).toEqual(['click'])

    markHydratedAndReplayTaps(window)
    button.click()
    expect(clicks).toHaveBeenCalledTimes(1)
    expect(listening()).toEqual([])
  })

  it('leaves links alone, and every click alone once hydrated', () => {
    const { window, document, button, clicks } = page()
    const link = document.getElementById('link')!
    const linkClicks = vi.fn((event: Event) => event.preventDefault())
    link.addEventListener('click', linkClicks)
    link.click()
    expect(linkClicks).toHaveBeenCalledTimes(1)

    markHydratedAndReplayTaps(window)
    button.click()
    expect(clicks).toHaveBeenCalledTimes(1)
  })
})
