import { describe, expect, it } from 'vitest'
import { shortLines, type StockBase } from '../../../src/availability/shortLines.ts'

const stand = {
  id: 'catering-tableware-17',
  name: 'Brass Three-Tier Dessert Stand',
  stock: 6,
  variants: [],
  turnaroundDaysBefore: 1,
  turnaroundDaysAfter: 1,
}
const SIX = 'Brass Three-Tier Dessert Stand x 6 = $180.00'
const base = (bookings: StockBase['bookings']): StockBase => ({ products: [stand], feeNames: [], bookings })

describe("a quote's lines against the stock on its date", () => {
  it("never counts the request's own hold (its Confirmed status) against it, and counts everyone else's", () => {
    const confirmedByHand = base([{ ref: '#12', eventDate: '2027-05-01', status: 'Confirmed', items: SIX }])
    expect(shortLines(confirmedByHand, SIX, '2027-05-01', '#12')).toEqual([])
    expect(shortLines(confirmedByHand, SIX, '2027-05-01', '#13')).toEqual([SIX])
    expect(shortLines(confirmedByHand, 'Brass Three-Tier Dessert Stand x 1', '2027-05-04', '#13')).toEqual([])
  })
})
