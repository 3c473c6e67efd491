import type { EARLY_TAPS, HYDRATED_ATTRIBUTE } from './earlyTaps.ts'

export type BootOptions = {
  /** The client entry's URL. */
  entry: string
  /** Start anyway this long after the page began, however slow its images (ms). */
  fallbackMs: number
  tapsKey: typeof EARLY_TAPS
  hydratedAttribute: typeof HYDRATED_ATTRIBUTE
}

/**
 * The page's boot script, inlined in <head> by the server as `(deferredBoot)(options)`: it must stay
 * self-contained (no imports used inside, no closures over module scope) and plain browser JavaScript.
 *
 * The server-rendered page is complete without JavaScript, so the app's modules start only when the
 * window has loaded and painted (fonts and the largest image have had the network to themselves), at the
 * visitor's first interaction, or after `fallbackMs`, whichever is first (docs/decisions/0015).
 * Until React has hydrated, a tap on a button is held (and starts the modules at once) and replayed
 * afterwards by `markHydratedAndReplayTaps`.
 */
export function deferredBoot({ entry, fallbackMs, tapsKey, hydratedAttribute }: BootOptions): void {
  const taps: Element[] = []
  ;(window as unknown as Record<string, Element[]>)[tapsKey] = taps
  let started = false
  // Once started, the triggers go: each would otherwise run again, for nothing, inside the visitor's
  // first tap on the live page (its pointerdown, touchstart and focusin), at a cold function's cost.
  const triggers = new AbortController()
  const start = () => {
    if (started) return
    started = true
    triggers.abort()
    clearTimeout(fallback)
    // The entry first, then its imports' preloads. Sending a request costs the main thread a few ms on
    // a phone, and a route lists about twenty: a few per task keeps each task short (decision 0015).
    const tags: [tag: 'link' | 'script', attributes: Record<string, string>][] = [
      ['script', { type: 'module', src: entry }],
    ]
    document.querySelectorAll('script[data-boot-modules]').forEach((block) => {
      for (const href of JSON.parse(block.textContent || '[]') as string[])
        tags.push(['link', { rel: 'modulepreload', href }])
    })
    const insertSome = () => {
      // One insertion per task: each element added to a live <head> on its own costs a style pass.
      const batch = document.createDocumentFragment()
      for (const [tag, attributes] of tags.splice(0, 4))
        batch.append(Object.assign(document.createElement(tag), attributes))
      document.head.append(batch)
      if (tags.length) setTimeout(insertSome)
    }
    insertSome()
  }
  const holdTap = (event: MouseEvent) => {
    // Hydrated: React answers every click from now on, so this listener goes at the first.
    if (document.documentElement.hasAttribute(hydratedAttribute)) {
      removeEventListener('click', holdTap, true)
      return
    }
    // What React gives a click handler to; links and fields keep their native behaviour.
    const tapped = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null
    if (!tapped) return
    event.preventDefault()
    event.stopImmediatePropagation()
    taps.push(tapped)
    start()
  }
  addEventListener('click', holdTap, true)
  const once = { capture: true, once: true, passive: true, signal: triggers.signal }
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) addEventListener(type, start, once)
  // After the frame that follows `load`: the last images to load are then painted, not still queued
  // behind a busy main thread while the app's modules take the network.
  addEventListener('load', () => requestAnimationFrame(() => setTimeout(start)), {
    once: true,
    signal: triggers.signal,
  })
  const fallback = setTimeout(start, fallbackMs)
}
