import { expect, type Page, type TestInfo } from '@playwright/test'
import { createRequire } from 'node:module'
import { SCREENSHOTS } from '../../playwright.config.ts'

/** WCAG 2.2 AA, the level every route is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The axe-core that @axe-core/playwright ships and would inject: the same rules, the same version. */
const require = createRequire(import.meta.url)
const AXE_SOURCE = (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source

type AxeViolations = { violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> }
type AxeWindow = {
  axe: { configure: (spec: object) => void; run: (context: Document, options: object) => Promise<AxeViolations> }
}

/**
 * axe.run over the page and, through axe's frame messenger, every frame it could be injected into,
 * cross-origin ones too. AxeBuilder's default mode gets the same results but evaluates axe's 550 kB source
 * twice more per run (once more in the page, then in a blank page it opens to merge the frames' results):
 * 2-4 s of each run on two busy cores.
 */
export async function expectNoAxeViolations(page: Page) {
  for (const frame of page.frames()) {
    const inject = async () => {
      // Once per document: a second run on the same page (after a client-side navigation) reuses it.
      if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE)
      await frame.evaluate(() =>
        (window as unknown as AxeWindow).axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }),
      )
    }
    // A frame that takes no script (the error page of an offline cross-origin form) is skipped, as AxeBuilder does.
    await (frame === page.mainFrame() ? inject() : inject().catch(() => undefined))
  }
  const results = await page.evaluate(
    (tags) => (window as unknown as AxeWindow).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    WCAG_TAGS,
  )
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
  expect(summary).toEqual([])
}

/** Full-page screenshots do not scroll, so lazy images would show their placeholders. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images]
    for (const image of images) image.loading = 'eager'
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
  })
}

/**
 * With E2E_SCREENSHOTS=1 only, a screenshot (full page unless `fullPage: false`, every lazy image loaded)
 * kept with the test's artifacts (tests/artifacts/results/...), or at `path`. Pictures are for people;
 * what a test asserts never depends on them.
 */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true, path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`) } = {},
) {
  if (!SCREENSHOTS) return
  if (fullPage) await loadLazyImages(page)
  await page.screenshot({ path, fullPage, scale: 'css' })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

/** Collects console errors and failed requests so a test can assert the page ran cleanly. */
export function watchForPageErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Opens a path and waits until React has hydrated it, so the first click is handled by the app. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  return response
}

/**
 * What a keyboard user meets at an element (the focused one when none is given), in one trip to the page:
 * its name (its label, else its text), the styles a focus indicator can live in (the element, its ::after,
 * its parent), and '' when it is on screen (at least its first 20 px, for a tall textarea) with the middle
 * of that part being the element or its label, not the fixed top bar; else what hides it.
 */
function inspectFocus(given?: Element | null) {
  const element = given ?? document.activeElement
  if (!element || element === document.body) return { left: true, name: '', styles: '', covered: '' }
  const label = (element as HTMLInputElement).labels?.[0]?.textContent
  const text = element.textContent?.trim() || element.querySelector('img')?.alt
  const name = (element.getAttribute('aria-label') ?? label ?? text ?? '').replace(/\s+/g, ' ').trim()

  // A transparent outline (kept for forced-colours mode) paints nothing, so it does not count.
  const paints = (style: CSSStyleDeclaration) =>
    style.outlineStyle !== 'none' && !/^(transparent|rgba\(.*, 0\))$/.test(style.outlineColor)
  const read = (style: CSSStyleDeclaration) =>
    `${paints(style) ? `${style.outlineWidth} ${style.outlineColor}` : 'no outline'} | ${style.boxShadow} | ${style.borderColor}`
  const parent = element.parentElement
  const styles = [
    read(getComputedStyle(element)),
    read(getComputedStyle(element, '::after')),
    parent ? read(getComputedStyle(parent)) : '',
  ].join(' / ')

  // The first line box: the middle of a link that wraps can fall between its lines.
  const box = element.getClientRects()[0] ?? element.getBoundingClientRect()
  const top = Math.max(box.top, 0)
  const bottom = Math.min(box.bottom, window.innerHeight)
  const hit = document.elementFromPoint(box.left + box.width / 2, (top + bottom) / 2)
  const labels = [...((element as HTMLInputElement).labels ?? [])]
  // A pixel of slack: the browser scrolls a control just into view, give or take rounding.
  const covered =
    bottom - top < Math.min(box.height, 20) - 1
      ? `off screen (top ${box.top}, bottom ${box.bottom})`
      : hit && [element, ...labels].some((owner) => owner.contains(hit))
        ? ''
        : `covered by ${hit?.outerHTML.slice(0, 120) ?? 'nothing'}`
  return { left: false, name, styles, covered }
}

type Focus = ReturnType<typeof inspectFocus>

/**
 * A script run in the page with inspectFocus as `inspect`: an element it remembers on `window` between
 * trips saves fetching, using and disposing a handle to it (each a trip to the page, slow on busy cores).
 */
const inPage = (body: string) => `(() => { const inspect = ${String(inspectFocus)}\n${body} })()`

/** What a sighted keyboard user would call the focused element: its label, else its text. */
export async function focusedName(page: Page) {
  return (await page.evaluate(inspectFocus, null)).name
}

/** Presses Tab (or Shift+Tab) until the focused element's name matches; fails listing the stops. */
export async function tabTo(page: Page, name: string | RegExp, { backwards = false, limit = 120 } = {}) {
  const stops: string[] = []
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    const current = await focusedName(page)
    if (typeof name === 'string' ? current === name : name.test(current)) return
    stops.push(current)
  }
  throw new Error(`Never reached ${name} by keyboard; focus went: ${stops.join(' → ')}`)
}

/**
 * The focused element shows an indicator (its styles differ from when focus is elsewhere: Shift+Tab
 * away, compare, Tab back), and nothing covers it (WCAG 2.2 2.4.11: not behind the fixed top bar).
 */
export async function expectVisibleFocus(page: Page) {
  // The page keeps the element (no handle to fetch, use and dispose): three evaluations, not five.
  const withFocus = await page.evaluate<Focus>(
    inPage('window.__focusChecked = document.activeElement; return inspect(window.__focusChecked)'),
  )
  expect(withFocus.covered, `${withFocus.name} is in view and uncovered`).toBe('')
  await page.keyboard.press('Shift+Tab')
  const withoutFocus = await page.evaluate<Focus>(inPage('return inspect(window.__focusChecked)'))
  await page.keyboard.press('Tab')
  expect(
    await page.evaluate(inPage('return window.__focusChecked === document.activeElement')),
    `${withFocus.name} refocused`,
  ).toBe(true)
  expect(withFocus.styles, `${withFocus.name} shows a focus indicator`).not.toBe(withoutFocus.styles)
}

/**
 * Tabs through the whole page once, as expectVisibleFocus at every stop but with one press a stop: a stop
 * is in view and uncovered while focused, and its styles change once the next Tab takes focus away.
 * Past the last control focus leaves the page (the body) or wraps to the skip link. Returns the stops.
 */
export async function walkTabOrder(page: Page, limit = 150) {
  // One trip to the page a stop (it was four, with handles): the newly focused element, and the one
  // focused before it, looked at again now that focus has left it; the page keeps the latter.
  const step = inPage(`const previous = window.__tabWalkPrevious
    window.__tabWalkPrevious = document.activeElement
    return { now: inspect(), after: previous && inspect(previous) }`)
  await page.evaluate(() => delete (window as { __tabWalkPrevious?: Element }).__tabWalkPrevious)
  const stops: string[] = []
  let previous: { name: string; styles: string } | undefined
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press('Tab')
    const { now, after } = await page.evaluate<{ now: Focus; after?: Focus }>(step)
    if (previous) expect(previous.styles, `${previous.name} shows a focus indicator`).not.toBe(after?.styles)
    if (stops.length > 0 && (now.left || now.name === 'Skip to content')) break
    expect(now.covered, `${now.name} is in view and uncovered`).toBe('')
    stops.push(now.name)
    previous = { name: now.name, styles: now.styles }
  }
  return stops
}

/**
 * From the next page load on, keeps every layout shift the page makes without a recent input (what CLS
 * counts); the returned function reads their values.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = [])
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)
}
