/**
 * Runs in the page (passed to Playwright's addInitScript, so it must stay self-contained). Keeps,
 * for every interaction Event Timing reports, its longest event: INP counts an interaction (a tap's
 * pointerdown, pointerup and click, or a key's keydown and keyup) by its slowest event, from the
 * input's timestamp to the next paint after its handlers ran. Also notes when the last long task
 * ended, so the runner can wait for the page to settle before it taps.
 */
export function installInteractionProbe() {
  type Interaction = ProbedInteraction
  const interactions = new Map<number, Interaction>()
  Object.assign(window, { __benchInteractions: interactions, __benchLastLongTask: 0, __benchLastNodeChange: 0 })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      Object.assign(window, { __benchLastLongTask: entry.startTime + entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  // Work a page defers past its load (the hire range's staged grid) adds nodes in tasks too short to
  // be long ones: a page still adding nodes has not settled either.
  new MutationObserver(() => Object.assign(window, { __benchLastNodeChange: performance.now() })).observe(document, {
    subtree: true,
    childList: true,
  })
  new PerformanceObserver((list) => {
    // interactionId is in every Chromium we run but not yet in TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (!entry.interactionId) continue
      const known = interactions.get(entry.interactionId)
      if (!known || entry.duration > known.duration)
        interactions.set(entry.interactionId, {
          id: entry.interactionId,
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          // INP's three parts: waiting for the main thread, our handlers, then rendering to the paint.
          inputDelay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
          presentation: entry.startTime + entry.duration - entry.processingEnd,
        })
    }
    // 16 ms is the smallest threshold the API takes: a faster interaction leaves no entry.
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

export type ProbedInteraction = {
  id: number
  name: string
  startTime: number
  duration: number
  inputDelay: number
  processing: number
  presentation: number
}

/** Reads, in the page, the interactions that started at or after `since` (performance.now()). */
export function interactionsSince(since: number): ProbedInteraction[] {
  const all = (window as unknown as { __benchInteractions: Map<number, ProbedInteraction> }).__benchInteractions
  return [...all.values()].filter((interaction) => interaction.startTime >= since)
}
