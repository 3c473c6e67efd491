import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking'] })
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
const page = await ctx.newPage()
await page.goto('http://localhost:4102/hire-range')
const ids = await page.locator('main a[href^="/hire/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href').slice(6)))].slice(0, 6))
await page.evaluate((ids) => localStorage.setItem('amaranthCart', JSON.stringify({ version: 2, items: ids.map((productId, i) => ({ productId, quantity: 2 + i })), event: {} })), ids)
const rules = () => page.evaluate(() => [...document.styleSheets].reduce((n, s) => { try { return n + s.cssRules.length } catch { return n } }, 0))
for (const [route, act] of [
  ['/hire-list', async () => { await page.getByLabel('Venue postcode').focus(); await page.keyboard.type('6000') }],
  ['/hire-list', async () => { await page.getByLabel('Guests', { exact: true }).focus(); await page.keyboard.type('120') }],
  ['/hire-list', async () => { await page.getByRole('main').getByRole('button', { name: 'Increase quantity' }).first().tap() }],
  ['/', async () => { await page.locator('button[aria-controls="site-menu"]').tap() }],
  ['/events/eliza-james-montville', async () => { await page.locator('[aria-label="Photographs"] a').first().tap(); await page.waitForTimeout(500); await page.getByRole('button', { name: 'Next photo' }).tap() }],
  ['/hire-range', async () => { await page.getByRole('main').getByRole('button', { name: 'Add to List' }).first().tap() }],
]) {
  await page.goto('http://localhost:4102' + route); await page.locator('html[data-hydrated]').waitFor({ state: 'attached' }); await page.waitForTimeout(2500)
  const before = await rules(); await act(); await page.waitForTimeout(800)
  console.log(route, 'css rules', before, '->', await rules())
}
await browser.close()
