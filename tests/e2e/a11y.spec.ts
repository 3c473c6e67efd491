import { expect, test, type Page } from '@playwright/test'
import { BOTH_WIDTHS, FAKE_AIRTABLE_URL } from '../playwright.config.ts'
import {
  expectNoAxeViolations,
  expectVisibleFocus,
  focusedName,
  gotoHydrated,
  tabTo,
  walkTabOrder,
} from './support/checks.ts'
import { sitemapRoutes } from './support/sitemapRoutes.ts'
import { seedHireList, writeHireList } from './support/hireForms.ts'

/** After a client-side navigation, focus is on the new page's main heading, and shows. */
async function expectFocusOnHeading(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1, name })
  // The page's data may still be on its way on a loaded machine.
  await expect(heading).toBeFocused({ timeout: 15_000 })
  expect(await heading.evaluate((element) => element.matches(':focus-visible'))).toBe(true)
  await expect(heading).not.toHaveCSS('box-shadow', 'none')
}

/** Tabs to a control, checks its focus is visible and uncovered, then presses `key` on it. */
async function press(page: Page, name: string | RegExp, key = 'Enter', options?: { backwards?: boolean }) {
  await tabTo(page, name, options)
  await expectVisibleFocus(page)
  await page.keyboard.press(key)
}

/** Tabs to a field, checks its focus, and types into it as a visitor would. */
async function type(page: Page, label: string | RegExp, text: string) {
  await tabTo(page, label)
  await expectVisibleFocus(page)
  await page.keyboard.type(text)
}

/** The category pages but one: the same template (CollectionPage) over another category. */
const COLLECTIONS = ['/accessories', '/catering-tableware', '/decor', '/styling-furniture']

test.describe('Accessibility (WCAG 2.2 AA)', () => {
  // At the phone width, which has more to reach (the folded filters); the desktop Tab order and its
  // focus clear of the bar are the Tab-order walk's at 1440 px.
  test('the whole hire flow by keyboard alone: browse, add, list, inquiry, thank-you', async ({
    page,
    isMobile,
  }, testInfo) => {
    test.setTimeout(180_000) // dozens of key presses, each followed by a look at the page
    await gotoHydrated(page, '/')

    // The first Tab reaches the skip link, shown on top of the bar; it moves focus to the content.
    await page.keyboard.press('Tab')
    expect(await focusedName(page)).toBe('Skip to content')
    await expectVisibleFocus(page)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()

    // Browse: the menu (a modal dialog) to the hire range.
    await press(page, 'Menu', 'Enter', { backwards: true })
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await press(page, 'Equipment Hire')
    await expect(page).toHaveURL(/\/hire-range$/)
    await expectFocusOnHeading(page, 'Equipment Hire')

    if (isMobile) await press(page, 'Filter & Sort')
    await type(page, 'Search', 'Cylinder Vase')
    await expect(page).toHaveURL(/q=Cylinder/)
    await press(page, 'Clear Cylinder Vase')
    await expect(page).toHaveURL(/\/hire\/decor-21$/)
    await expectFocusOnHeading(page, 'Clear Cylinder Vase')

    // Add: a variant by arrow keys, three of it, then Add to List.
    await tabTo(page, /^30 cm/)
    await expectVisibleFocus(page)
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: /^45 cm/ })).toBeChecked()
    await expectVisibleFocus(page)
    await press(page, 'Increase quantity')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3')
    await press(page, 'Add to List')
    await expect(page.getByRole('status').filter({ hasText: /Added 3 × Clear Cylinder Vase/ })).toBeVisible()

    // List: back up to the bar's hire-list link.
    await press(page, 'Hire list, 3 items', 'Enter', { backwards: true })
    await expectFocusOnHeading(page, /Hire Equipment List/)
    await expect(page.getByRole('list', { name: 'Hire list items' }).getByRole('listitem')).toHaveCount(1)
    await press(page, 'Proceed to Inquiry')
    await expectFocusOnHeading(page, 'Equipment Hire Inquiry')

    // Inquiry: every field typed after tabbing to it.
    const email = `keyboard.${testInfo.project.name}.${Date.now()}@example.com`
    await type(page, /^First Name/, 'Olivia')
    await type(page, /^Last Name/, 'Hart')
    await type(page, /^Email/, email)
    await type(page, /^Phone Number/, '0412 345 678')
    await type(page, /^Date of Event/, '03202027')
    await type(page, /^Venue\/Location/, 'Spicers Clovelly Estate, Montville')
    await type(page, /^Message/, 'Twelve vases on long tables, please.')
    await press(page, /accept the hire terms/, 'Space')
    await press(page, 'Submit Inquiry')

    // Thank-you: focus on its heading, and the inquiry recorded as typed.
    await expect(page).toHaveURL(/\/thank-you$/)
    await expectFocusOnHeading(page, 'Inquiry Sent!')
    const response = await page.request.get(`${FAKE_AIRTABLE_URL}/__received?email=${encodeURIComponent(email)}`)
    const [record] = (await response.json()) as Array<{ body: { fields: Record<string, unknown> } }>
    expect(record?.body.fields).toMatchObject({
      'First Name': 'Olivia',
      'Date of event': '2027-03-20',
      Items: 'Clear Cylinder Vase (45 cm) x 3 = $24.00',
    })
  })

  test('axe: the states the feature specs do not reach', async ({ page }) => {
    test.setTimeout(180_000) // five pages or panels, each with a full axe run, on a busy machine
    // Checked where their feature is: the open menu and a failed page (site.spec), the inquiry's open
    // summary (inquiries.spec, estimate.spec), an unknown path, which is Home (site.spec), an unknown product
    // (hire.spec).
    /** [path, what to do there first and what proves it is ready] */
    const states: Array<[string, () => Promise<unknown>]> = [
      ['/hire-list', () => expect(page.getByText('No items added to list')).toBeVisible()],
      [
        '/services',
        async () => {
          await page.getByRole('tab', { name: 'Celebrations' }).click()
          await expect(page.getByRole('tabpanel')).toContainText(/./)
        },
      ],
      ['/hire/decor-21', () => expect(page.getByRole('radio').first()).toBeChecked()],
      ['/events/no-such-wedding', () => expect(page.getByText('Event not found')).toBeVisible()],
      // The phone layout folds the filters; open them so their content is checked too.
      [
        '/hire-range?category=linen',
        async () => {
          await page.getByRole('button', { name: 'Filter & Sort' }).click()
          await expect(page.getByLabel('Search')).toBeVisible()
        },
      ],
    ]
    for (const [path, prepare] of states) {
      await test.step(path, async () => {
        await gotoHydrated(page, path)
        await prepare()
        await expectNoAxeViolations(page)
      })
      // Everything after the empty list is seen with one item in it.
      if (path === '/hire-list') await writeHireList(page, [{ productId: 'decor-21', quantity: 2 }])
    }
  })

  test('every stop of the Tab order shows its focus, clear of the top bar', BOTH_WIDTHS, async ({ page }) => {
    test.setTimeout(180_000) // three pages, every focusable element on them, on a busy machine
    for (const path of ['/', '/events/eliza-james-montville', '/contact']) {
      await test.step(path, async () => {
        await gotoHydrated(page, path)
        expect((await walkTabOrder(page)).length).toBeGreaterThan(10)
      })
    }
  })

  test('on phones narrower than 390 px the top bar keeps the menu on screen, with a hire list too', async ({
    page,
  }) => {
    await seedHireList(page, [{ productId: 'decor-21', variantKey: 'v2', quantity: 120 }], { once: false })
    for (const width of [320, 360, 375]) {
      await page.setViewportSize({ width, height: 740 })
      await gotoHydrated(page, '/hire-range')
      await expect(page.getByRole('link', { name: /hire list/i }).first()).toBeVisible()
      const menu = page.getByRole('button', { name: 'Menu' })
      const box = (await menu.boundingBox())!
      expect(box.x + box.width, `menu button at ${width} px`).toBeLessThanOrEqual(width)
      await menu.click()
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Enquire Now' })).toBeVisible()
      await page.keyboard.press('Escape')
    }
  })

  test('at 320 px no page scrolls sideways, with a hire list too', async ({ page, request }) => {
    test.setTimeout(180_000)
    await seedHireList(
      page,
      [
        { productId: 'decor-21', variantKey: 'v2', quantity: 120 },
        { productId: 'catering-tableware-12', quantity: 3 },
      ],
      { once: false },
    )
    // One page of each template: the category pages are one (CollectionPage), so /linen stands for them.
    const routes = [...(await sitemapRoutes(request)), '/hire-list'].filter((path) => !COLLECTIONS.includes(path))
    await page.setViewportSize({ width: 320, height: 740 })
    const wider: string[] = []
    for (const path of new Set(routes)) {
      await gotoHydrated(page, path)
      await expect(page.locator('main')).not.toContainText('Loading your list…')
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }))
      if (scroll > client) wider.push(`${path}: ${scroll} px`)
    }
    expect(wider, 'pages wider than a 320 px screen').toEqual([])
  })

  test(
    'a card zooms its image under a mouse, and never under a finger (a tap would leave it stuck)',
    BOTH_WIDTHS,
    async ({ page, isMobile }) => {
      await gotoHydrated(page, '/hire-range')
      // Once the grid has all its cards (decision 0022): a commit under a resting pointer can leave
      // the browser's hover state stale until the pointer moves again, so each attempt moves it.
      await expect(page.getByText('Showing 85 of 85 products')).toBeVisible()
      const image = page.locator('main article img').first()
      if (isMobile) {
        await image.hover()
        await page.waitForTimeout(800) // longer than the zoom's transition
        await expect(image).toHaveCSS('transform', 'none')
      } else {
        // scale(1.03), once the transition has run.
        await expect(async () => {
          await page.mouse.move(0, 0)
          await image.hover()
          await expect(image).toHaveCSS('transform', 'matrix(1.03, 0, 0, 1.03, 0, 0)', { timeout: 2000 })
        }).toPass({ timeout: 20_000 })
      }
    },
  )

  test('reduced motion: nothing animates and no film plays; by default the pages move', async ({ page }) => {
    const animations = () => page.evaluate(() => document.getAnimations().length)
    // The portfolio's cards rise in (their fill keeps them listed once they are done).
    await gotoHydrated(page, '/portfolio')
    expect(await animations()).toBeGreaterThan(0)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const path of ['/', '/portfolio', '/hire-range?category=linen', '/events/eliza-james-montville?image=2']) {
      await test.step(path, async () => {
        await gotoHydrated(page, path)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached()
        // Hovering what would zoom must not start a transition either (forced: the lightbox covers it).
        await page.locator('main img:visible').first().hover({ force: true })
        expect(await animations()).toBe(0)
        await expect(page.locator('video')).toHaveCount(0)
      })
    }
    await page.keyboard.press('Escape') // closes the lightbox, so the menu button is live again
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    expect(await animations()).toBe(0)
  })
})
