/**
 * The charges a request's Items text carries besides the hired pieces: the lines the estimate writes
 * (web/src/pricing/estimate.ts names them here) and the ones staff add by hand, listed in the CMS's
 * hire terms & charges. Availability reads every other line as a product, so a piece named
 * "Collection Basket" still holds stock; a fee is recognised by its whole name, never by how it begins.
 */

/** 10 → "10", 7.5 → "7.5": the waiver's percentage as its line names it. */
const percentLabel = (percent: number) => String(Number(percent.toFixed(1)))

export const deliveryChargeName = (zone: { name: string }) => `Delivery, setup and collection (${zone.name})`
export const waiverChargeName = (percent: number) => `Damage waiver (${percentLabel(percent)}%)`
/** What a booking keeps of pieces removed after the reductions' last day (booking/changeFigures.ts). */
export const CANCELLATION_FEE_NAME = 'Cancellation fee'

const normalise = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase()

/**
 * The site's own names: the estimate's two with their variable part open (a request keeps the zone's
 * name and the waiver's percentage of the day it was sent, after staff rename a zone or change the
 * percentage), and the cancellation fee a changed booking keeps.
 */
const ESTIMATE_FEES = [
  /^delivery, setup and collection \(.+\)$/,
  /^damage waiver \(\d+(?:\.\d)?%\)$/,
  new RegExp(`^${CANCELLATION_FEE_NAME.toLowerCase()}$`),
]

export type IsFeeLine = (name: string) => boolean

/** Whether a line's name (its text before `x {quantity}`) is a fee: the estimate's, or one of `staffNames`. */
export function feeLineMatcher(staffNames: readonly string[] = []): IsFeeLine {
  const staff = new Set(staffNames.map(normalise).filter(Boolean))
  return (name) => {
    const text = normalise(name)
    return staff.has(text) || ESTIMATE_FEES.some((fee) => fee.test(text))
  }
}
