import { afterAll, beforeAll, expect, test } from 'vitest'
import { chromium, type Browser, type Page } from 'playwright-core'
import { CHROME_ARGS, chromiumPath } from '@amaranth/chromium'
import { installFinder, Visitor } from '../inp/visitor.ts'

// A page of the shape the scenarios meet: hydrated, a labelled field, buttons named by text and by aria-label.
const PAGE = `<!doctype html><html data-hydrated><body><main>
  <label for="guests">Guests</label><input id="guests">
  <label>Guests per table <input id="per-table" value="10"></label>
  <button aria-label="Increase quantity">+</button>
  <button id="add">Add to List</button>
  <div style="height: 3000px"></div>
  <button id="far">Suggest quantities</button>
</main></body></html>`
const ORIGIN = 'http://visitor.test'

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath('light'), args: CHROME_ARGS })
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  page = await context.newPage()
  await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }))
  await page.addInitScript(installFinder)
}, 30_000)
afterAll(() => browser?.close())

/** The window's event listeners, as DevTools lists them: every world's, Playwright's injected script's too. */
async function windowListeners() {
  const cdp = await page.context().newCDPSession(page)
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' })
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! })
  await cdp.detach()
  return listeners.map((listener) => listener.type).toSorted()
}

test('a visitor finds, taps and types through the page alone: no listener of Playwright on the window', async () => {
  const visitor = new Visitor(page)
  await visitor.goto(`${ORIGIN}/`)
  await page.evaluate(() => {
    Object.assign(window, { taps: [] as string[] })
    for (const button of document.querySelectorAll('button'))
      button.addEventListener('click', (event) =>
        (window as unknown as { taps: string[] }).taps.push(`${button.textContent}:${event.isTrusted}`),
      )
  })

  await visitor.tap({ css: 'main button', name: 'Increase quantity' })
  await visitor.tap({ css: 'main button', name: 'Suggest quantities' })
  await visitor.fill({ label: 'Guests' }, '120')
  await visitor.fill({ label: 'Guests per table' }, '12')

  expect(await page.evaluate(() => (window as unknown as { taps: string[] }).taps)).toEqual([
    '+:true',
    'Suggest quantities:true',
  ])
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('per-table')
  expect(await page.evaluate(() => [...document.querySelectorAll('input')].map((input) => input.value))).toEqual([
    '120',
    '12',
  ])
  expect(await windowListeners()).toEqual([])
}, 30_000)

test('a target that is not on the page fails with its description', async () => {
  const visitor = new Visitor(page)
  await expect(visitor.centreOf({ css: 'main button', name: 'Checkout' })).rejects.toThrow(
    '{"css":"main button","name":"Checkout"} is not on screen',
  )
})
