import { chromium, type Page } from 'playwright-core'
import { CHROME_ARGS, CHROME_PATH } from '../src/chrome.ts'
import { median } from '../src/stats.ts'
import { installFilterPaintProbe } from './filterPaintProbe.ts'

export const CPU_THROTTLING = 4

type Sample = { at: number; eventTiming?: number; toPaintAfterCommit?: number }

/** Below Event Timing's 16 ms threshold no entry is reported; count such a change as 16 ms. */
const EVENT_TIMING_FLOOR = 16

/**
 * Arrow keys on a focused, closed <select> change its value with trusted events (as a keyboard
 * user does), so Event Timing sees them; Playwright's selectOption dispatches synthetic ones.
 * Category: through the five categories and back to All; then sort: three steps down and back.
 */
const CHANGES: { control: 'Category' | 'Sort by'; key: 'ArrowDown' | 'ArrowUp' }[] = [
  ...Array.from({ length: 5 }, () => ({ control: 'Category' as const, key: 'ArrowDown' as const })),
  ...Array.from({ length: 5 }, () => ({ control: 'Category' as const, key: 'ArrowUp' as const })),
  ...Array.from({ length: 3 }, () => ({ control: 'Sort by' as const, key: 'ArrowDown' as const })),
  ...Array.from({ length: 3 }, () => ({ control: 'Sort by' as const, key: 'ArrowUp' as const })),
]

async function changeAndWait(page: Page, index: number, change: (typeof CHANGES)[number]): Promise<Sample> {
  const before = page.url()
  await page.getByLabel(change.control, { exact: true }).press(change.key)
  await page.waitForURL((url) => url.href !== before)
  await page.waitForFunction((i) => {
    const sample = (window as unknown as { __filterPaintSamples: Sample[] }).__filterPaintSamples[i]
    return sample?.toPaintAfterCommit !== undefined
  }, index)
  // Let late Event Timing entries arrive before the next change.
  await page.waitForTimeout(300)
  return page.evaluate((i) => (window as unknown as { __filterPaintSamples: Sample[] }).__filterPaintSamples[i]!, index)
}

export type FilterPaint = { eventTimingMs: number; toPaintAfterCommitMs: number; samples: Sample[] }

/** /hire-range on a 1280 px wide window with 4× CPU throttling: each filter change to next paint. */
export async function measureFilterPaint(origin: string): Promise<FilterPaint> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.addInitScript(installFilterPaintProbe)
    await page.goto(`${origin}/hire-range`)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING })
    const samples: Sample[] = []
    for (const [index, change] of CHANGES.entries()) samples.push(await changeAndWait(page, index, change))
    return {
      eventTimingMs: median(samples.map((s) => s.eventTiming ?? EVENT_TIMING_FLOOR)),
      toPaintAfterCommitMs: median(samples.map((s) => s.toPaintAfterCommit!)),
      samples,
    }
  } finally {
    await browser.close()
  }
}
