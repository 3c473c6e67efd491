import type { Keyboard, Page } from 'playwright-core'

/**
 * Something on the page, found as a visitor finds it: an element matching `css` whose accessible
 * name (its aria-label, else its text) is `name`, or the control a `<label>` with that text labels.
 * `partial` matches a part of the name instead of all of it. The first match counts.
 */
export type Target = ({ css: string; name?: string } | { label: string }) & { partial?: boolean }

const HYDRATED_MS = 60_000
const FOUND_MS = 10_000
const POLL_MS = 100

/**
 * Runs in the page (addInitScript, so self-contained): `window.__benchFind(target)`, the page's own
 * DOM queried for a Target.
 */
export function installFinder() {
  const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()
  const matches = (found: string, wanted: string, partial?: boolean) =>
    partial ? found.toLowerCase().includes(wanted.toLowerCase()) : found === wanted
  Object.assign(window, {
    __benchFind(target: Target): HTMLElement | null {
      if ('label' in target) {
        const label = [...document.querySelectorAll('label')].find((l) =>
          matches(text(l.textContent), target.label, target.partial),
        )
        return (label?.control as HTMLElement | null | undefined) ?? null
      }
      const all = [...document.querySelectorAll<HTMLElement>(target.css)]
      if (target.name === undefined) return all[0] ?? null
      const wanted = target.name
      return (
        all.find((el) => matches(text(el.getAttribute('aria-label') ?? el.textContent), wanted, target.partial)) ?? null
      )
    },
  })
}

type FindIn = { __benchFind: (target: Target) => HTMLElement | null }

/**
 * What a scenario does to the page: what a visitor does (tap with a finger, type, press a key),
 * with each target found through the page's own DOM. No Playwright locator: the first one used in a
 * page makes Playwright's injected script keep capture listeners of its own on the window for
 * pointer, touch and mouse events, which then ran in every measured tap (8–40 ms of a tap's median
 * at 4× CPU, docs/decisions/0023) and which no phone runs.
 */
export class Visitor {
  readonly #page: Page
  readonly keyboard: Keyboard

  constructor(page: Page) {
    this.#page = page
    this.keyboard = page.keyboard
  }

  url() {
    return this.#page.url()
  }

  /** Opens `url` and waits until the app has hydrated (`data-hydrated` on the root element). */
  async goto(url: string) {
    await this.#page.goto(url)
    await this.until(
      () => this.#page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')),
      HYDRATED_MS,
      'the page did not hydrate',
    )
  }

  /** Resolves once `target` is in the page and drawn; throws with its description after 10 s. */
  waitFor(target: Target) {
    return this.until(() => this.isShown(target), FOUND_MS, `${JSON.stringify(target)} did not appear`)
  }

  isShown(target: Target) {
    return this.#page.evaluate((t) => (window as unknown as FindIn).__benchFind(t)?.checkVisibility() === true, target)
  }

  /** Brings `target` into view as a visitor scrolls to it: centred, if it is not already in view. */
  async scrollTo(target: Target) {
    await this.waitFor(target)
    await this.#page.evaluate((t) => {
      const el = (window as unknown as FindIn).__benchFind(t)!
      const ifNeeded = (el as HTMLElement & { scrollIntoViewIfNeeded?: (centre: boolean) => void })
        .scrollIntoViewIfNeeded
      if (ifNeeded) ifNeeded.call(el, true)
      else el.scrollIntoView({ block: 'center' })
    }, target)
  }

  /** The centre of `target` in the viewport, where a finger lands. */
  async centreOf(target: Target) {
    const box = await this.#page.evaluate((t) => {
      const rect = (window as unknown as FindIn).__benchFind(t)?.getBoundingClientRect()
      return rect && rect.width > 0 && rect.height > 0
        ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 }
        : null
    }, target)
    if (!box) throw new Error(`${JSON.stringify(target)} is not on screen`)
    return box
  }

  /** A finger's tap on `target`'s centre, after scrolling it into view. */
  async tap(target: Target) {
    await this.scrollTo(target)
    const { x, y } = await this.centreOf(target)
    await this.#page.touchscreen.tap(x, y)
  }

  async focus(target: Target) {
    await this.scrollTo(target)
    await this.#page.evaluate((t) => (window as unknown as FindIn).__benchFind(t)!.focus(), target)
  }

  /** Replaces what the field `target` holds with `text`, typed key by key over its selected value. */
  async fill(target: Target, text: string) {
    await this.focus(target)
    await this.#page.evaluate(
      (t) => ((window as unknown as FindIn).__benchFind(t) as HTMLInputElement).select(),
      target,
    )
    await this.#page.keyboard.type(text)
  }

  private async until(test: () => Promise<boolean>, timeoutMs: number, failure: string) {
    const deadline = Date.now() + timeoutMs
    while (!(await test())) {
      if (Date.now() > deadline) throw new Error(failure)
      await this.#page.waitForTimeout(POLL_MS)
    }
  }
}
