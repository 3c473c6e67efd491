import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type TestInfo } from '@playwright/test'

/** WCAG 2.2 AA, the level every route is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
  expect(summary).toEqual([])
}

/** A full-page screenshot kept with the test's artifacts (tests/artifacts/results/...). */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`)
  await page.screenshot({ path, fullPage: true, scale: 'css' })
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

/** What a sighted keyboard user would call the focused element: its label, else its text. */
export function focusedName(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return ''
    const label = (element as HTMLInputElement).labels?.[0]?.textContent
    const text = element.textContent?.trim() || element.querySelector('img')?.alt
    return (element.getAttribute('aria-label') ?? label ?? text ?? '').replace(/\s+/g, ' ').trim()
  })
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

/** The computed styles a focus indicator can live in: the element, its ::after and its parent. */
function indicatorStyles(element: Element) {
  // A transparent outline (kept for forced-colours mode) paints nothing, so it does not count.
  const paints = (style: CSSStyleDeclaration) =>
    style.outlineStyle !== 'none' && !/^(transparent|rgba\(.*, 0\))$/.test(style.outlineColor)
  const read = (style: CSSStyleDeclaration) =>
    `${paints(style) ? `${style.outlineWidth} ${style.outlineColor}` : 'no outline'} | ${style.boxShadow} | ${style.borderColor}`
  const parent = element.parentElement
  return [
    read(getComputedStyle(element)),
    read(getComputedStyle(element, '::after')),
    parent ? read(getComputedStyle(parent)) : '',
  ].join(' / ')
}

/**
 * '' when a focused element is on screen (at least its first 20 px, for a tall textarea) and the
 * middle of that part is the element itself or its label, not the fixed top bar; else what hides it.
 */
function whatHidesIt(element: Element) {
  // The first line box: the middle of a link that wraps can fall between its lines.
  const box = element.getClientRects()[0] ?? element.getBoundingClientRect()
  const top = Math.max(box.top, 0)
  const bottom = Math.min(box.bottom, window.innerHeight)
  // A pixel of slack: the browser scrolls a control just into view, give or take rounding.
  if (bottom - top < Math.min(box.height, 20) - 1) return `off screen (top ${box.top}, bottom ${box.bottom})`
  const hit = document.elementFromPoint(box.left + box.width / 2, (top + bottom) / 2)
  const labels = [...((element as HTMLInputElement).labels ?? [])]
  if (hit && [element, ...labels].some((owner) => owner.contains(hit))) return ''
  return `covered by ${hit?.outerHTML.slice(0, 120) ?? 'nothing'}`
}

/**
 * The focused element shows an indicator (its styles differ from when focus is elsewhere: Shift+Tab
 * away, compare, Tab back), and nothing covers it (WCAG 2.2 2.4.11: not behind the fixed top bar).
 */
export async function expectVisibleFocus(page: Page) {
  const focused = await page.evaluateHandle(() => document.activeElement!)
  const name = await focusedName(page)
  const withFocus = await focused.evaluate(indicatorStyles)
  const covered = await focused.evaluate(whatHidesIt)
  expect(covered, `${name} is in view and uncovered`).toBe('')
  await page.keyboard.press('Shift+Tab')
  const withoutFocus = await focused.evaluate(indicatorStyles)
  await page.keyboard.press('Tab')
  expect(await focused.evaluate((element) => element === document.activeElement), `${name} refocused`).toBe(true)
  expect(withFocus, `${name} shows a focus indicator`).not.toBe(withoutFocus)
  await focused.dispose()
}
