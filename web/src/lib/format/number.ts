/**
 * The site's numbers in en-AU, written out rather than asked of `Intl`: the first `Intl` object a page
 * builds loads ICU's locale data, 25–40 ms of main thread on this machine's cores and four times that
 * on the phone the bench emulates, inside the load's longest task (docs/decisions/0030). The formats
 * are fixed, so a few lines give the same text; `test/lib/format` checks them against `Intl`.
 */

/** Rounds half away from zero on the number as written ('1.005' → 1.01, as Intl does), to `digits` places. */
function scaled(magnitude: number, digits: number): number {
  const shifted = Number(`${magnitude}e${digits}`)
  return Math.round(Number.isFinite(shifted) ? shifted : magnitude * 10 ** digits)
}

/**
 * '1,234.5': digits grouped in threes, at least `minFraction` and at most `maxFraction` decimals
 * (Intl.NumberFormat's defaults are 0 and 3). Below zero, a minus sign even when it rounds to 0, as Intl writes it.
 */
export function formatNumber(value: number, minFraction = 0, maxFraction = 3): string {
  const units = scaled(Math.abs(value), maxFraction)
  const digits = String(units).padStart(maxFraction + 1, '0')
  const whole = digits.slice(0, digits.length - maxFraction)
  let fraction = digits.slice(digits.length - maxFraction)
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1)
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`
}
