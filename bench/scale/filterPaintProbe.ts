/**
 * Runs in the page (passed to Playwright's addInitScript, so it must stay self-contained). For each
 * trusted keydown it records two figures: the Event Timing duration of that keydown (its input
 * to the next paint, as INP counts it) and the time from the keydown to the first paint after the
 * DOM next changes: the router may commit the new grid after the keydown's own paint, and the
 * second figure catches that.
 */
export function installFilterPaintProbe() {
  type Sample = { at: number; eventTiming?: number; toPaintAfterCommit?: number }
  const samples: Sample[] = []
  Object.assign(window, { __filterPaintSamples: samples })

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.name !== 'keydown') continue
      // An entry's startTime is its event's timeStamp. Under 16 ms no entry comes: the sample keeps none.
      const sample = samples.find((s) => Math.abs(s.at - entry.startTime) < 1)
      if (sample) sample.eventTiming = entry.duration
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)

  document.addEventListener(
    'keydown',
    (event) => {
      if (!event.isTrusted) return
      const sample: Sample = { at: event.timeStamp }
      samples.push(sample)
      const observer = new MutationObserver(() => {
        observer.disconnect()
        // A rAF callback runs just before the frame paints; a task queued from it runs after.
        requestAnimationFrame(() => setTimeout(() => (sample.toPaintAfterCommit = performance.now() - event.timeStamp)))
      })
      observer.observe(document.querySelector('main') ?? document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      })
    },
    { capture: true },
  )
}
