import { expect, test } from '@playwright/test'
import { gotoHydrated } from './support/checks.ts'
import { seedHireList } from './support/hireForms.ts'

/** Counts every Intl formatter built from the first script on, by kind and the first frame that built it. */
function countIntl() {
  const built: string[] = []
  Object.assign(window, { __intlBuilt: built })
  for (const kind of [
    'NumberFormat',
    'DateTimeFormat',
    'Collator',
    'PluralRules',
    'ListFormat',
    'Segmenter',
  ] as const) {
    const original = Intl[kind] as unknown as new (...args: unknown[]) => unknown
    if (!original) continue
    const counted = function (...args: unknown[]) {
      built.push(`${kind} ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`)
      return new original(...args)
    }
    counted.prototype = original.prototype
    Object.assign(Intl, { [kind]: counted })
  }
  const compare = String.prototype.localeCompare
  String.prototype.localeCompare = function (...args: Parameters<typeof compare>) {
    built.push('localeCompare')
    return compare.apply(this, args)
  }
}

// The first Intl object a page builds loads ICU's data: 100–250 ms of a phone's main thread in the
// load's longest task. The site's formats are written out instead (docs/decisions/0030).
test('pages showing prices, dates and sorted names build no Intl formatter while they load', async ({ page }) => {
  await page.addInitScript(countIntl)
  // 30 clear cylinder vases at $8.00, so the hire list prices its line and its total.
  await seedHireList(page, [{ productId: 'decor-21', variantKey: 'v2', quantity: 30 }], { once: false })
  const pages: [string, string | RegExp][] = [
    ['/hire-range', /\$\d+\.\d{2}/],
    ['/hire/decor-1', /\$\d+\.\d{2}/],
    ['/hire-list', '$240.00'],
    ['/events/eliza-james-montville', /[A-Z][a-z]+ \d{4}/],
  ]
  for (const [path, shown] of pages) {
    await gotoHydrated(page, path)
    await expect(page.locator('main').getByText(shown).first()).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt), path).toEqual([])
  }
})
