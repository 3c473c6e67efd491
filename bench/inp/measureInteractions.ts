import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { CHROME_ARGS, CHROME_PATH } from '../src/chrome.ts'
import { median } from '../src/stats.ts'
import { installInteractionProbe, interactionsSince, type ProbedInteraction } from './interactionProbe.ts'
import { SCENARIOS, type Scenario } from './scenarios.ts'
import { installFinder, Visitor } from './visitor.ts'
import type { InteractionResult, InpResult } from './inpResult.ts'
import { summarizeTapTrace, TAP_MARK, TAP_TRACE_CATEGORIES, type TapPageEffects, type TraceEvent } from './tapTrace.ts'

export const CPU_THROTTLING = 4
const VIEWPORT = { width: 390, height: 844 }
/** Event Timing reports nothing under 16 ms: such an interaction counts as 16. */
export const EVENT_TIMING_FLOOR = 16
/** Long enough for the interaction's next paint and its entry to arrive, at 4× CPU. */
const SETTLE_MS = 1000
/**
 * The page counts as settled after this long with no long task and no node added or removed: the
 * load's own work, deferred or not, is TBT's to count (bench/report.md says how this rule changed).
 */
const QUIET_MS = 1000
const QUIET_CAP_MS = 15_000
const HIRE_LIST_LINES = 6

/** The first few products of the hire range, stored as the site stores a list (hireListStorage.ts). */
async function seedHireList(page: Page, origin: string) {
  await page.goto(`${origin}/hire-range`)
  await page.evaluate((count) => {
    const links = [...document.querySelectorAll('main a[href^="/hire/"]')]
    const productIds = [...new Set(links.map((a) => a.getAttribute('href')!.slice('/hire/'.length)))].slice(0, count)
    const items = productIds.map((productId, i) => ({ productId, quantity: 2 + i }))
    localStorage.setItem('amaranthCart', JSON.stringify({ version: 2, items, event: {} }))
  }, HIRE_LIST_LINES)
}

/** Until QUIET_MS have passed with no long task and no node added or removed, at the throttled speed the tap will meet. */
async function waitForQuiet(page: Page) {
  const deadline = Date.now() + QUIET_CAP_MS
  while (Date.now() < deadline) {
    const quietFor = await page.evaluate(() => {
      const probe = window as unknown as { __benchLastLongTask: number; __benchLastNodeChange: number }
      return performance.now() - Math.max(probe.__benchLastLongTask, probe.__benchLastNodeChange)
    })
    if (quietFor >= QUIET_MS) return
    await page.waitForTimeout(200)
  }
}

/**
 * Runs in the page before a traced tap: from then on, keeps every style rule inserted and counts
 * the DOM nodes added, removed or changed (a tap should insert none and touch few).
 */
function watchPageEffects() {
  const effects = { insertedRules: [] as string[], mutatedNodes: 0 }
  Object.assign(window, { __benchTapEffects: effects })
  const insertRule = CSSStyleSheet.prototype.insertRule
  CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
    effects.insertedRules.push(rule.slice(0, 80))
    return insertRule.call(this, rule, index)
  }
  new MutationObserver((records) => {
    for (const record of records)
      effects.mutatedNodes += record.type === 'childList' ? record.addedNodes.length + record.removedNodes.length : 1
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
}

/** Where a traced tap goes: `<dir>/<scenario as a file name>.json` (the trace) and `.txt` (its summary). */
const traceFileOf = (dir: string, scenario: Scenario) =>
  join(
    dir,
    scenario.name
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase(),
  )

/** One fresh phone-sized context: load, hydrate, prepare, throttle, act, read Event Timing. */
async function measureOnce(
  browser: Browser,
  origin: string,
  scenario: Scenario,
  traceDir?: string,
): Promise<ProbedInteraction[]> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 3, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    await page.addInitScript(installInteractionProbe)
    await page.addInitScript(installFinder)
    if (scenario.withHireList) await seedHireList(page, origin)
    const visitor = new Visitor(page)
    await visitor.goto(`${origin}${scenario.route}`)
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
    await scenario.prepare?.(visitor)
    const { target } = scenario
    if (target) await visitor.scrollTo(target)
    await page.evaluate(() => Object.assign(window, { __benchFocused: document.activeElement }))
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING })
    await waitForQuiet(page)
    // Keys go where focus is: a field that lost it while the page settled would be typed into by no one.
    const focusKept = await page.evaluate(
      () => document.activeElement === (window as unknown as { __benchFocused: Element | null }).__benchFocused,
    )
    if (!focusKept) throw new Error(`${scenario.name}: focus left the prepared control while the page settled`)
    // Where a finger lands: the target's centre, read after the page has settled.
    const centre = target ? await visitor.centreOf(target) : null
    if (traceDir) {
      await page.evaluate(watchPageEffects)
      await browser.startTracing(page, { categories: TAP_TRACE_CATEGORIES })
    }
    const since = await page.evaluate((mark) => performance.mark(mark).startTime, TAP_MARK)
    await (scenario.act ? scenario.act(visitor) : page.touchscreen.tap(centre!.x, centre!.y))
    await page.waitForTimeout(SETTLE_MS)
    const interactions = await page.evaluate(interactionsSince, since)
    if (traceDir) await saveTrace(browser, page, traceFileOf(traceDir, scenario), since, interactions)
    return interactions
  } finally {
    await context.close()
  }
}

/** Writes the trace of one tap, and beside it the summary of its slowest interaction (printed too). */
async function saveTrace(browser: Browser, page: Page, file: string, since: number, interactions: ProbedInteraction[]) {
  const effects = await page.evaluate(
    () => (window as unknown as { __benchTapEffects: TapPageEffects }).__benchTapEffects,
  )
  const trace = await browser.stopTracing()
  await writeFile(`${file}.json`, trace)
  const slowest = interactions.toSorted((a, b) => b.duration - a.duration)[0]
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }
  const summary = slowest
    ? summarizeTapTrace(traceEvents, since, slowest, effects)
    : `no interaction of ${EVENT_TIMING_FLOOR} ms or more`
  await writeFile(`${file}.txt`, `${summary}\n`)
  console.log(`bench: inp trace ${file}.json\n${summary}`)
}

function summarize(scenario: Scenario, runs: ProbedInteraction[][], failed: string[]): InteractionResult {
  // A run's figure is its slowest interaction: a typed postcode is four, INP would count the worst.
  const perRun = runs.map((interactions) =>
    Math.max(EVENT_TIMING_FLOOR, ...interactions.map((interaction) => interaction.duration)),
  )
  return {
    name: scenario.name,
    runs: perRun,
    medianMs: perRun.length > 0 ? median(perRun) : undefined,
    worstMs: perRun.length > 0 ? Math.max(...perRun) : undefined,
    slowestEvents: runs.map((interactions) => {
      const slowest = interactions.toSorted((a, b) => b.duration - a.duration)[0]
      if (!slowest) return `< ${EVENT_TIMING_FLOOR}`
      const parts = [slowest.inputDelay, slowest.processing, slowest.presentation].map(Math.round)
      return `${slowest.name} ${Math.round(slowest.duration)} (${parts.join(' + ')})`
    }),
    failedRuns: failed,
  }
}

/**
 * Issue #25's interactions, each `runs` times in a fresh context, at 4× CPU on a 390 px window.
 * With `traceDir`, each interaction is then made once more under a Chrome trace, saved there with a
 * summary of its input delay, processing and presentation; that run is not counted (tracing slows it).
 */
export async function measureInteractions(
  origin: string,
  runs: number,
  only?: string,
  traceDir?: string,
): Promise<InpResult> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS })
  const scenarios = only ? SCENARIOS.filter((s) => s.name.toLowerCase().includes(only.toLowerCase())) : SCENARIOS
  try {
    const results: InteractionResult[] = []
    for (const scenario of scenarios) {
      const done: ProbedInteraction[][] = []
      const failed: string[] = []
      for (let run = 1; run <= runs; run++) {
        try {
          done.push(await measureOnce(browser, origin, scenario))
          const figures = done.at(-1)!.map((i) => `${i.name} ${Math.round(i.duration)} ms`)
          console.log(`bench: inp ${scenario.name} run ${run}/${runs}: ${figures.join(', ') || '< 16 ms'}`)
        } catch (error) {
          failed.push(error instanceof Error ? error.message.split('\n')[0]! : String(error))
          console.warn(`bench: inp ${scenario.name} run ${run}/${runs} FAILED: ${failed.at(-1)}`)
        }
      }
      if (traceDir) {
        await mkdir(traceDir, { recursive: true })
        await measureOnce(browser, origin, scenario, traceDir).catch((error: unknown) =>
          console.warn(`bench: inp ${scenario.name} trace FAILED: ${String(error).split('\n')[0]}`),
        )
      }
      results.push(summarize(scenario, done, failed))
    }
    return { cpuThrottling: CPU_THROTTLING, viewport: `${VIEWPORT.width}×${VIEWPORT.height}`, interactions: results }
  } finally {
    await browser.close()
  }
}
