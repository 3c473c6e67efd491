import { defineQuery } from 'groq'

/**
 * What the server needs to say how many of each piece are free on a date: names (to match a
 * request's Items lines), stock per product or variant, and the days blocked around an event (the
 * product's own, else its category's). Sent by the server only, once per cache period.
 */
export const stockQuery =
  defineQuery(`*[_type == "product" && defined(productId.current)] | order(productId.current asc){
  "id": productId.current,
  name,
  stock,
  "variants": coalesce(price.variants[]{ _key, label, stock }, []),
  "turnaroundDaysBefore": coalesce(turnaroundDaysBefore, category->turnaroundDaysBefore, 1),
  "turnaroundDaysAfter": coalesce(turnaroundDaysAfter, category->turnaroundDaysAfter, 1)
}`)

/**
 * The fee lines staff add to a request's Items by hand (hire terms & charges), read by availability
 * beside the estimate's own so none is taken for a product (web/src/lib/feeLines.ts).
 */
export const feeLineNamesQuery = defineQuery(
  `coalesce(*[_type == "hireTerms" && _id == "hireTerms"][0].feeLineNames, [])`,
)
