#!/usr/bin/env node
// Renders the site's icons (web/public/favicon-32.png, web/public/apple-touch-icon.png) from the
// brand's monogram: the display face's "A" on maroon. Run it after changing the mark:
//   node scripts/render-icons.mjs        (needs Chromium: CHROME_PATH, else /usr/bin/chromium)
// The icons are PNGs on purpose: Chromium decodes a page's SVG favicon as a document of its own on
// the page's main thread, 7-48 ms on the bench machine as the page loads (docs/decisions/0023).
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const root = new URL('..', import.meta.url)
// playwright-core is the bench's dependency; this script borrows it rather than adding one of its own.
const { chromium } = createRequire(new URL('bench/package.json', root))('playwright-core')
const font = readFileSync(
  new URL(
    'web/node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
    root,
  ),
).toString('base64')

const MAROON = '#330506'
const IVORY = '#f7f1ea'

/** The monogram at `px` CSS pixels; `rounded` for the tab icon (iOS rounds its home-screen icon itself). */
function monogram(px, rounded) {
  return `<!doctype html><style>
    @font-face { font-family: Mark; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 300 700; }
    html, body { margin: 0; background: transparent; }
    div { width: ${px}px; height: ${px}px; display: grid; place-items: center; background: ${MAROON};
      border-radius: ${rounded ? px * 0.1875 : 0}px; color: ${IVORY}; font: 600 ${px * 0.78}px/1 Mark; }
    span { transform: translateY(${px * 0.02}px); }
  </style><div><span>A</span></div>`
}

const icons = [
  { file: 'web/public/favicon-32.png', px: 32, rounded: true },
  { file: 'web/public/apple-touch-icon.png', px: 180, rounded: false },
]

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' })
try {
  for (const { file, px, rounded } of icons) {
    const page = await browser.newPage({ viewport: { width: px, height: px }, deviceScaleFactor: 1 })
    await page.setContent(monogram(px, rounded))
    await page.evaluate(() => document.fonts.ready)
    writeFileSync(new URL(file, root), await page.screenshot({ omitBackground: true }))
    console.log(`wrote ${file}`)
    await page.close()
  }
} finally {
  await browser.close()
}
