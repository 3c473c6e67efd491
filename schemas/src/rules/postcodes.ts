/**
 * Australian postcodes as delivery zones list them: one rule for the Studio's validation of a zone and
 * for the site's pricing, so a zone staff can save is a zone the site can read.
 */

/** A postcode as typed: four digits (a leading zero matters: 0800 is Darwin). */
export const POSTCODE_SHAPE = /^\d{4}$/

/**
 * The blocks Australia Post allocates (ACT 0200-0299, NT 0800-0999, NSW 1000-2999, VIC 3000-3999 and
 * 8000-8999, QLD 4000-4999 and 9000-9999, SA, WA, TAS): a four-digit number outside them names no place.
 */
const ALLOCATED: ReadonlyArray<readonly [number, number]> = [
  [200, 299],
  [800, 9999],
]

export function isAllocatedPostcode(postcode: number): boolean {
  return ALLOCATED.some(([from, to]) => postcode >= from && postcode <= to)
}

export type PostcodeRange = { from: number; to: number }

const RANGE = /^(\d{4})\s*[-–]\s*(\d{4})$/

/** "4000-4179" (an en dash too) or a single "4205"; null for anything else, or a range that runs backwards. */
export function parsePostcodeRange(entry: string): PostcodeRange | null {
  const text = entry.trim()
  if (POSTCODE_SHAPE.test(text)) return { from: Number(text), to: Number(text) }
  const match = RANGE.exec(text)
  if (!match) return null
  const from = Number(match[1])
  const to = Number(match[2])
  return from <= to ? { from, to } : null
}

/** Whether any entry of a zone's list covers the postcode (entries that do not parse cover nothing). */
export function coversPostcode(entries: readonly string[], postcode: number): boolean {
  return entries.some((entry) => {
    const range = parsePostcodeRange(entry)
    return range !== null && postcode >= range.from && postcode <= range.to
  })
}

/** Two lists share a postcode (the Studio refuses zones that overlap, so a postcode has one fee). */
export function overlappingEntry(entries: readonly string[], others: readonly string[]): string | null {
  const ranges = others.map(parsePostcodeRange).filter((range): range is PostcodeRange => range !== null)
  for (const entry of entries) {
    const range = parsePostcodeRange(entry)
    if (range && ranges.some((other) => range.from <= other.to && other.from <= range.to)) return entry
  }
  return null
}
