import { openQuote } from './openQuote.ts'
import type { Target, Visitor } from './visitor.ts'

/**
 * The taps issue #25 measures, each made with trusted input (Playwright's touchscreen and keyboard
 * go through the DevTools protocol's Input domain, so the page sees isTrusted events, as from a
 * finger). `prepare` runs before the CPU is throttled; `target` is scrolled into view before the page
 * settles, as a visitor scrolls to a button before tapping it; the measured input is `act`, or else a
 * tap on `target`. Scenarios reach the page only through a Visitor (visitor.ts says why).
 */
export type Scenario = {
  name: string
  route: string
  /** A hire list of a few products in the browser before the page loads. */
  withHireList?: boolean
  prepare?: (visitor: Visitor) => Promise<void>
  target?: Target
  act?: (visitor: Visitor) => Promise<void>
}

const button = (name: string, within = 'main'): Target => ({ css: `${within} button`, name })
const firstPhoto: Target = { css: '[aria-label="Photographs"] a' }

/** On phones the hire range's controls fold into a panel: open it, then bring `label`'s control into view. */
async function showControl(visitor: Visitor, label: string) {
  const toggle = button('Filter & Sort', '')
  if (await visitor.isShown(toggle)) await visitor.tap(toggle)
  await visitor.focus({ label })
}

/** A focused, closed <select> changes value on an arrow key (a keyboard or switch user's change). */
const stepSelect = (visitor: Visitor) => visitor.keyboard.press('ArrowDown')

export const SCENARIOS: Scenario[] = [
  {
    name: 'Add to List on a product card (/hire-range)',
    route: '/hire-range',
    target: button('Add to List'),
  },
  {
    name: 'Add to List on the product page (/hire/decor-1)',
    route: '/hire/decor-1',
    target: button('Add to List'),
  },
  {
    name: "A stepper's + on a product card (/hire-range)",
    route: '/hire-range',
    target: button('Increase quantity'),
  },
  {
    name: 'Category change (/hire-range)',
    route: '/hire-range',
    prepare: (visitor) => showControl(visitor, 'Category'),
    act: stepSelect,
  },
  {
    name: 'Sort change (/hire-range)',
    route: '/hire-range',
    prepare: (visitor) => showControl(visitor, 'Sort by'),
    act: stepSelect,
  },
  {
    name: 'Open the menu (/)',
    route: '/',
    target: { css: 'button[aria-controls="site-menu"]' },
  },
  {
    name: 'Open the lightbox (/events/eliza-james-montville)',
    route: '/events/eliza-james-montville',
    target: firstPhoto,
  },
  {
    name: 'Next image in the lightbox (/events/eliza-james-montville)',
    route: '/events/eliza-james-montville',
    prepare: async (visitor) => {
      await visitor.tap(firstPhoto)
      await visitor.waitFor(button('Next photo', ''))
    },
    target: button('Next photo', ''),
  },
  {
    name: 'Quantity + on the hire list (/hire-list)',
    route: '/hire-list',
    withHireList: true,
    target: button('Increase quantity'),
  },
  {
    name: 'Venue postcode, each key of "6000" (/hire-list)',
    route: '/hire-list',
    withHireList: true,
    prepare: (visitor) => visitor.focus({ label: 'Venue postcode' }),
    act: (visitor) => visitor.keyboard.type('6000'),
  },
  {
    name: 'Guests, each key of "120" (/hire-list)',
    route: '/hire-list',
    withHireList: true,
    prepare: (visitor) => visitor.focus({ label: 'Guests' }),
    act: (visitor) => visitor.keyboard.type('120'),
  },
  {
    name: 'Date of event, each key of a date (/hire-list)',
    route: '/hire-list',
    withHireList: true,
    prepare: (visitor) => visitor.focus({ label: 'Date of Event' }),
    // A date field takes its parts as typed digits in the locale's order (en-US: month, day, year).
    act: (visitor) => visitor.keyboard.type('03202027'),
  },
  {
    name: 'Suggest quantities (/hire-list)',
    route: '/hire-list',
    withHireList: true,
    prepare: async (visitor) => {
      await visitor.fill({ label: 'Guests' }, '120')
      await visitor.fill({ label: 'Guests per table' }, '10')
    },
    target: button('Suggest quantities'),
  },
  {
    name: 'Accept and pay deposit on an open quote (/quote/…)',
    // A quote of its own for each run (accepting moves it on), made offline through the server (openQuote.ts).
    route: '/hire-terms',
    prepare: async (visitor) => {
      await visitor.goto(await openQuote(new URL(visitor.url()).origin))
      await visitor.fill({ label: 'Full name' }, 'Bench Couple')
      await visitor.focus({ label: 'hire terms', partial: true })
      await visitor.keyboard.press('Space')
    },
    // It goes on to checkout: measured, as every tap, to the next paint (the button's pending state).
    target: button('Accept and pay deposit'),
  },
]
