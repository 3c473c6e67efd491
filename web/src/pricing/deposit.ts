/**
 * The deposit on a total: `percent` of `totalCents`, rounded half up to the cent. Worked in hundredths of
 * a percent as integers, so 30 % of $123.45 is $37.04 (3703.5 rounds up) with no binary-fraction error on
 * the way (0.7 % of $55.00 is 38.5 cents, which floating point reads as 38.4999…). The one rule for the
 * deposit the hire list's estimate shows (estimate.ts) and the one the quote charges (booking/amounts.ts).
 */
export function depositOf(totalCents: number, percent: number): number {
  const hundredths = Math.round(percent * 100)
  return Math.floor((totalCents * hundredths + 5_000) / 10_000)
}
