import type { HireCategoryId } from '../../src/rules/hireCategories.ts'

/**
 * How many of each piece the business owns (per variant label where a product has variants), and the
 * days each category's pieces are blocked around an event. A product left out is "on request" (fresh
 * florals, bought in per event). Counts are those of a boutique Brisbane and Perth stylist: a few
 * hundred of each tableware line, chairs for two large weddings, and one or two of a statement piece.
 */
export type StockSeed = number | Record<string, number>

export const STOCK: Record<string, StockSeed> = {
  'accessories-1': 240,
  'accessories-2': 40,
  'accessories-3': 300,
  'catering-tableware-1': 240,
  'catering-tableware-2': 120,
  'catering-tableware-3': 100,
  'catering-tableware-4': 300,
  'catering-tableware-5': 300,
  'catering-tableware-6': 240,
  'catering-tableware-7': 240,
  'catering-tableware-8': 120,
  'catering-tableware-9': 300,
  'catering-tableware-10': 96,
  'catering-tableware-11': 300,
  'catering-tableware-12': 180,
  'catering-tableware-13': 120,
  'catering-tableware-14': 40,
  'catering-tableware-15': 150,
  'catering-tableware-16': 12,
  'catering-tableware-17': 6,
  'catering-tableware-18': { 'Medium, 60 cm': 16, 'Large, 100 cm': 8 },
  'catering-tableware-19': 8,
  'catering-tableware-20': 10,
  'linen-1': 300,
  'linen-2': 240,
  'linen-3': 300,
  'linen-4': 120,
  'linen-5': { 'Round, 2.7 m': 30, 'Rectangle, 2.3 x 3.0 m': 40, 'Rectangle, 2.3 x 3.6 m': 30 },
  'linen-6': { 'Round, 2.7 m': 20, 'Rectangle, 2.3 x 3.0 m': 30, 'Rectangle, 2.3 x 3.6 m': 20 },
  'linen-7': { 'Round, 2.7 m': 12, 'Rectangle, 2.3 x 3.6 m': 12 },
  'linen-8': 40,
  'linen-9': 30,
  'linen-10': 24,
  'styling-furniture-1': 150,
  'styling-furniture-2': 100,
  'styling-furniture-3': 80,
  'styling-furniture-4': 2,
  'styling-furniture-5': 1,
  'styling-furniture-6': { '1.8 m, seats 6': 12, '2.4 m, seats 8': 16 },
  'styling-furniture-8': 6,
  'decor-1': { '60 cm': 12, '80 cm': 8 },
  'decor-2': 16,
  'decor-3': 60,
  'decor-4': 100,
  'decor-5': 40,
  'decor-6': 200,
  'decor-7': 200,
  'decor-8': 40,
  'decor-9': 60,
  'decor-10': 24,
  'decor-11': 20,
  'decor-12': 20,
  'decor-13': 6,
  'decor-14': 10,
  'decor-15': 30,
  'decor-16': 30,
  // decor-17 and decor-18 (fresh garlands) and decor-19 (petals) are bought in per event: on request.
  'decor-20': 120,
  'decor-21': { '30 cm': 40, '45 cm': 30, '60 cm': 20 },
  'decor-22': 30,
  'decor-23': 20,
  'decor-24': 8,
  'decor-25': 24,
  'decor-26': 20,
  'decor-27': 1,
  'decor-28': 2,
  'decor-29': 1,
  'decor-30': 2,
  'decor-31': 1,
  'decor-32': 12,
  'decor-33': 2,
  'decor-34': 3,
  'decor-35': 2,
  'decor-36': 4,
  'decor-37': 10,
  'decor-38': 1,
  'decor-39': 40,
  'decor-40': 4,
  'decor-41': 6,
  'decor-42': 4,
  'decor-43': 30,
  'decor-44': 6,
  'decor-45': 4,
}

type Turnaround = { turnaroundDaysBefore: number; turnaroundDaysAfter: number }

/**
 * Linen goes to the laundry for two days; everything else is washed or checked the day after. A
 * category left out blocks the site's default of one day either side (queries/availability.ts) until staff set it.
 */
export const CATEGORY_TURNAROUND: Partial<Record<HireCategoryId, Turnaround>> = {
  accessories: { turnaroundDaysBefore: 1, turnaroundDaysAfter: 1 },
  'catering-tableware': { turnaroundDaysBefore: 1, turnaroundDaysAfter: 1 },
  linen: { turnaroundDaysBefore: 1, turnaroundDaysAfter: 2 },
  'styling-furniture': { turnaroundDaysBefore: 1, turnaroundDaysAfter: 1 },
  decor: { turnaroundDaysBefore: 1, turnaroundDaysAfter: 1 },
}

/** Pieces that take longer: the flower wall and the rug are cleaned by hand, the arches installed the day before. */
export const PRODUCT_TURNAROUND: Record<string, Turnaround> = {
  'decor-27': { turnaroundDaysBefore: 2, turnaroundDaysAfter: 1 },
  'decor-30': { turnaroundDaysBefore: 1, turnaroundDaysAfter: 2 },
  'decor-42': { turnaroundDaysBefore: 1, turnaroundDaysAfter: 3 },
}

/**
 * Pieces the team talks through before booking ("Needs a conversation"): the moongate arch is installed
 * on site and needs the venue's access and ceiling height. A list with one comes through as an inquiry.
 */
export const NEEDS_CONVERSATION: ReadonlySet<string> = new Set(['decor-28'])
