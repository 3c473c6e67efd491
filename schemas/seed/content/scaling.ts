import type { HireCategoryId } from '../../src/rules/hireCategories.ts'

/**
 * How each hire product scales with an event, by product id (docs/product/hire-list.md#planning-by-guests),
 * and each category's spare. The figures are the ones hire businesses publish in their "how many do I
 * need" charts: one of each piece of tableware per guest and 10% spare (per 100 guests, 110 plates and
 * napkins), one cloth, runner, centrepiece and table number per table, a fixed number of statement pieces.
 */
export type ScalingSeed = {
  basis: 'guest' | 'table' | 'event'
  amount: number
  /** Overrides the category's spare. */
  sparePercent?: number
}

/** Which tables a size of cloth fits: `variant` is the price variant's label; none means every size. */
export type TableFitSeed = { variant?: string; shape: 'round' | 'long'; lengths: number[] }

/** Each category's spare %; a category left out has none (its products may set their own). */
export const CATEGORY_SPARE: Partial<Record<HireCategoryId, number>> = {
  accessories: 5,
  'catering-tableware': 10,
  linen: 10,
  'styling-furniture': 0,
  decor: 0,
}

const perGuest = (amount: number, sparePercent?: number): ScalingSeed => ({
  basis: 'guest',
  amount,
  ...(sparePercent === undefined ? {} : { sparePercent }),
})
const perTable = (amount: number, sparePercent?: number): ScalingSeed => ({
  basis: 'table',
  amount,
  ...(sparePercent === undefined ? {} : { sparePercent }),
})
const perEvent = (amount: number): ScalingSeed => ({ basis: 'event', amount })

export const SCALING: Record<string, ScalingSeed> = {
  // Tableware: a setting per guest with 10% spare (breakage, a dropped fork, the late plus-one).
  'catering-tableware-1': perGuest(1, 5), // charger: decorative, rarely broken
  'catering-tableware-2': perGuest(1, 5),
  'catering-tableware-3': perGuest(1, 5),
  'catering-tableware-4': perGuest(1),
  'catering-tableware-5': perGuest(1),
  'catering-tableware-6': perGuest(1),
  'catering-tableware-7': perGuest(1),
  'catering-tableware-8': perGuest(1),
  'catering-tableware-9': perGuest(1),
  'catering-tableware-10': perGuest(1),
  'catering-tableware-11': perGuest(1),
  'catering-tableware-12': perGuest(1),
  'catering-tableware-13': perGuest(1),
  'catering-tableware-14': perTable(2, 0), // two 1-litre carafes of water per table
  'catering-tableware-15': perGuest(1),
  'catering-tableware-16': perEvent(1), // the cake stand
  'catering-tableware-17': perEvent(1),
  'catering-tableware-18': perGuest(0.04, 0), // a large grazing board feeds about 25
  'catering-tableware-19': perGuest(0.02, 0), // an 8-litre dispenser pours for about 50
  'catering-tableware-20': perEvent(2),
  // Linen: napkins per guest with 10% spare; a cloth and a runner per table, no spare.
  'linen-1': perGuest(1),
  'linen-2': perGuest(1),
  'linen-3': perGuest(1),
  'linen-4': perGuest(1),
  'linen-5': perTable(1, 0),
  'linen-6': perTable(1, 0),
  'linen-7': perTable(1, 0),
  'linen-8': perTable(1, 0),
  'linen-9': perTable(1, 0),
  'linen-10': perTable(1, 0),
  // Accessories
  'accessories-1': perGuest(1), // napkin ring, as the napkins
  'accessories-2': perTable(1, 0), // table number stand
  'accessories-3': perGuest(1, 10), // place cards: a few to spare for misprints and late changes
  // Furniture: a chair per guest; a trestle per table of eight to ten.
  'styling-furniture-1': perGuest(1),
  'styling-furniture-2': perGuest(1),
  'styling-furniture-3': perGuest(1),
  'styling-furniture-4': perEvent(1),
  'styling-furniture-5': perEvent(1),
  'styling-furniture-6': perTable(1),
  'styling-furniture-8': perGuest(0.05), // a resort umbrella shades about 20 at cocktail hour
  // Candlelight
  'decor-1': perTable(1),
  'decor-2': perTable(1),
  'decor-3': perTable(4),
  'decor-4': perTable(4),
  'decor-5': perTable(1),
  'decor-6': perTable(6, 10),
  'decor-7': perTable(6, 10),
  'decor-8': perTable(2),
  'decor-9': perTable(3),
  'decor-10': perEvent(4),
  'decor-11': perEvent(4),
  'decor-12': perEvent(4),
  'decor-13': perEvent(1),
  // Florals
  'decor-14': perEvent(2),
  'decor-15': perTable(1),
  'decor-16': perTable(1),
  'decor-17': perTable(2),
  'decor-18': perTable(2),
  'decor-19': perEvent(2),
  'decor-20': perTable(3),
  'decor-21': perTable(3),
  'decor-22': perTable(1),
  'decor-23': perTable(1),
  'decor-24': perEvent(2),
  'decor-25': perEvent(8),
  'decor-26': perTable(1),
  // Statement pieces: one each for the event.
  'decor-27': perEvent(1),
  'decor-28': perEvent(1),
  'decor-29': perEvent(1),
  'decor-30': perEvent(1),
  'decor-31': perEvent(1),
  'decor-32': perEvent(4),
  'decor-33': perEvent(1),
  'decor-34': perEvent(1),
  'decor-35': perEvent(1),
  'decor-36': perEvent(1),
  'decor-37': perEvent(1),
  'decor-38': perEvent(1),
  'decor-39': perTable(1),
  'decor-40': perEvent(1),
  'decor-41': perEvent(2),
  'decor-42': perEvent(1),
  'decor-43': perGuest(0.1),
  'decor-44': perEvent(1),
  'decor-45': perEvent(1),
}

// A 2.7 m round cloth falls to the floor on a 1.5 m round and near it on a 1.8 m; a 2.3 x 3.0 m cloth
// dresses a 1.8 m trestle, a 2.3 x 3.6 m one a 2.4 m trestle.
const ROUND_27: TableFitSeed = { variant: 'Round, 2.7 m', shape: 'round', lengths: [1.5, 1.8] }
const LONG_30: TableFitSeed = { variant: 'Rectangle, 2.3 x 3.0 m', shape: 'long', lengths: [1.8] }
const LONG_36: TableFitSeed = { variant: 'Rectangle, 2.3 x 3.6 m', shape: 'long', lengths: [2.4] }

export const TABLE_FITS: Record<string, TableFitSeed[]> = {
  'linen-5': [ROUND_27, LONG_30, LONG_36],
  'linen-6': [ROUND_27, LONG_30, LONG_36],
  'linen-7': [ROUND_27, LONG_36],
}
