import type { Locator, Page } from 'playwright-core'
import { openQuote } from './openQuote.ts'

/**
 * The taps issue #25 measures, each made with trusted input (Playwright's touchscreen and keyboard
 * go through the DevTools protocol's Input domain, so the page sees isTrusted events, as from a
 * finger). `prepare` runs before the CPU is throttled; `target` is scrolled into view before the page
 * settles, as a visitor scrolls to a button before tapping it; the measured input is `act`, or else a
 * tap on `target`.
 */
export type Scenario = {
  name: string
  route: string
  /** A hire list of a few products in the browser before the page loads. */
  withHireList?: boolean
  prepare?: (page: Page) => Promise<void>
  target?: (page: Page) => Locator
  act?: (page: Page) => Promise<void>
}

const main = (page: Page) => page.locator('main')
const firstPhoto = (page: Page) => page.locator('[aria-label="Photographs"] a').first()

/** On phones the hire range's controls fold into a panel: open it, then bring `label`'s control into view. */
async function showControl(page: Page, label: string) {
  const toggle = page.getByRole('button', { name: 'Filter & Sort' })
  if (await toggle.isVisible()) await toggle.tap()
  const control = page.getByLabel(label, { exact: true })
  await control.scrollIntoViewIfNeeded()
  await control.focus()
}

/** A focused, closed <select> changes value on an arrow key (a keyboard or switch user's change). */
const stepSelect = (page: Page) => page.keyboard.press('ArrowDown')

export const SCENARIOS: Scenario[] = [
  {
    name: 'Add to List on a product card (/hire-range)',
    route: '/hire-range',
    target: (page) => main(page).getByRole('button', { name: 'Add to List' }).first(),
  },
  {
    name: 'Add to List on the product page (/hire/decor-1)',
    route: '/hire/decor-1',
    target: (page) => main(page).getByRole('button', { name: 'Add to List', exact: true }).first(),
  },
  {
    name: "A stepper's + on a product card (/hire-range)",
    route: '/hire-range',
    target: (page) => main(page).getByRole('button', { name: 'Increase quantity' }).first(),
  },
  {
    name: 'Category change (/hire-range)',
    route: '/hire-range',
    prepare: (page) => showControl(page, 'Category'),
    act: stepSelect,
  },
  {
    name: 'Sort change (/hire-range)',
    route: '/hire-range',
    prepare: (page) => showControl(page, 'Sort by'),
    act: stepSelect,
  },
  {
    name: 'Open the menu (/)',
    route: '/',
    target: (page) => page.locator('button[aria-controls="site-menu"]'),
  },
  {
    name: 'Open the lightbox (/events/eliza-james-montville)',
    route: '/events/eliza-james-montville',
    target: (page) => firstPhoto(page),
  },
  {
    name: 'Next image in the lightbox (/events/eliza-james-montville)',
    route: '/events/eliza-james-montville',
    prepare: async (page) => {
      await firstPhoto(page).tap()
      await page.getByRole('button', { name: 'Next photo' }).waitFor()
    },
    target: (page) => page.getByRole('button', { name: 'Next photo' }),
  },
  {
    name: 'Quantity + on the hire list (/hire-list)',
    route: '/hire-list',
    withHireList: true,
    target: (page) => main(page).getByRole('button', { name: 'Increase quantity' }).first(),
  },
  {
    name: 'Venue postcode, each key of "6000" (/hire-list)',
    route: '/hire-list',
    withHireList: true,
    prepare: (page) => page.getByLabel('Venue postcode').focus(),
    act: (page) => page.keyboard.type('6000'),
  },
  {
    name: 'Guests, each key of "120" (/hire-list)',
    route: '/hire-list',
    withHireList: true,
    prepare: (page) => page.getByLabel('Guests', { exact: true }).focus(),
    act: (page) => page.keyboard.type('120'),
  },
  {
    name: 'Date of event, each key of a date (/hire-list)',
    route: '/hire-list',
    withHireList: true,
    prepare: (page) => page.getByLabel('Date of Event').focus(),
    // A date field takes its parts as typed digits in the locale's order (en-US: month, day, year).
    act: (page) => page.keyboard.type('03202027'),
  },
  {
    name: 'Suggest quantities (/hire-list)',
    route: '/hire-list',
    withHireList: true,
    prepare: async (page) => {
      await page.getByLabel('Guests', { exact: true }).fill('120')
      await page.getByLabel('Guests per table').fill('10')
      await page.getByRole('button', { name: 'Suggest quantities' }).scrollIntoViewIfNeeded()
    },
    target: (page) => page.getByRole('button', { name: 'Suggest quantities' }),
  },
  {
    name: 'Accept and pay deposit on an open quote (/quote/…)',
    // A quote of its own for each run (accepting moves it on), made offline through the server (openQuote.ts).
    route: '/hire-terms',
    prepare: async (page) => {
      await page.goto(await openQuote(new URL(page.url()).origin))
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 })
      await page.getByRole('textbox', { name: 'Full name' }).fill('Bench Couple')
      await page.getByRole('checkbox', { name: /hire terms/ }).check()
    },
    // It goes on to checkout: measured, as every tap, to the next paint (the button's pending state).
    target: (page) => page.getByRole('button', { name: 'Accept and pay deposit' }),
  },
]
