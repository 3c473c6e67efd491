import { chromium, type Browser, type Page } from 'playwright-core'
import { CHROME_ARGS, CHROME_PATH } from './chrome.ts'
import { longTasksOf, summarizeRoute, type LoadRun, type LongTaskResult } from './loadLongTasks.ts'
import { summarizeTrace, type Trace } from './traceTasks.ts'

/** Issue #14 measures the load of these two at 4× CPU on a phone-sized window. */
export const LONG_TASK_ROUTES = ['/', '/hire-range']
const CPU_THROTTLING = 4
const VIEWPORT = { width: 390, height: 844 }
const QUIET_MS = 2000
const QUIET_CAP_MS = 20_000

/** What Lighthouse's tracehouse needs to find the page's main thread and split it into tasks. */
const TRACE_CATEGORIES = [
  '-*',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
]

/** Records when the last long task ended, so the wait can tell when the main thread went quiet. */
function installLongTaskClock() {
  const clock = { lastLongTaskEnd: 0 }
  Object.assign(window, { __benchLongTaskClock: clock })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      clock.lastLongTaskEnd = Math.max(clock.lastLongTaskEnd, entry.startTime + entry.duration)
  }).observe({ type: 'longtask', buffered: true })
}

/**
 * The root gets data-hydrated once React has hydrated (web/src/routes/__root.tsx); a later
 * window.__amaranthHydrated flag would do too. With neither, the network-idle wait still applies.
 */
async function waitForHydration(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(
      () =>
        document.documentElement.hasAttribute('data-hydrated') ||
        (window as unknown as { __amaranthHydrated?: unknown }).__amaranthHydrated === true,
      undefined,
      { timeout: 60_000 },
    )
    return true
  } catch {
    return false
  }
}

/** Until 2 s have passed with no long task, so work hydration schedules later is traced too. */
async function waitForQuiet(page: Page): Promise<void> {
  const deadline = Date.now() + QUIET_CAP_MS
  const since = await page.evaluate(() => performance.now())
  while (Date.now() < deadline) {
    const { now, last } = await page.evaluate(() => ({
      now: performance.now(),
      last: (window as unknown as { __benchLongTaskClock: { lastLongTaskEnd: number } }).__benchLongTaskClock
        .lastLongTaskEnd,
    }))
    if (now - Math.max(since, last) >= QUIET_MS) return
    await page.waitForTimeout(250)
  }
}

/** One cold load (fresh context) traced from navigation to hydrated and quiet. */
async function traceOnce(browser: Browser, url: string): Promise<LoadRun> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 3, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    await page.addInitScript(installLongTaskClock)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING })
    await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    let traced = false
    try {
      await page.goto(url, { timeout: 60_000 })
      const hydrated = await waitForHydration(page)
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
      await waitForQuiet(page)
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as Trace
      traced = true
      return { longTasks: longTasksOf(summarizeTrace(trace).tasks), hydrated }
    } finally {
      if (!traced) await browser.stopTracing().catch(() => {})
    }
  } finally {
    await context.close()
  }
}

const describe = (run: LoadRun) =>
  run.longTasks
    .map((t) => `${Math.round(t.durationMs)} ms ${t.attribution}${t.exempt ? ' (exempt)' : ''}`)
    .join(', ') || 'none'

/** Each route `runs` times in one Chromium: every main-thread task over 50 ms during its load. */
export async function measureLoadLongTasks(
  origin: string,
  routes: readonly string[],
  runs: number,
): Promise<LongTaskResult> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS })
  try {
    const results = []
    for (const route of routes) {
      const done: LoadRun[] = []
      const failed: string[] = []
      for (let run = 1; run <= runs; run++) {
        try {
          done.push(await traceOnce(browser, `${origin}${route}`))
          console.log(`bench: long tasks ${route} run ${run}/${runs}: ${describe(done.at(-1)!)}`)
        } catch (error) {
          failed.push(error instanceof Error ? error.message.split('\n')[0]! : String(error))
          console.warn(`bench: long tasks ${route} run ${run}/${runs} FAILED: ${failed.at(-1)}`)
        }
      }
      results.push(summarizeRoute(route, done, failed))
    }
    return { cpuThrottling: CPU_THROTTLING, viewport: `${VIEWPORT.width}×${VIEWPORT.height}`, routes: results }
  } finally {
    await browser.close()
  }
}
