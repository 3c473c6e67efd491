import type { StockedProduct } from '../../src/availability/stock.ts'

/** Pieces of the seed catalogue as the availability arithmetic sees them, for its tests and the endpoint's. */
export const chair: StockedProduct = {
  id: 'styling-furniture-2',
  name: 'Crossback Timber Chair',
  stock: 100,
  variants: [],
  turnaroundDaysBefore: 1,
  turnaroundDaysAfter: 1,
}
