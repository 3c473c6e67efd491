/**
 * In preview, strings from the CMS carry stega: invisible characters (Unicode format and musical
 * symbol code points, runs of four or more) encoding where each came from, so the Studio's visual
 * editing can map text on the page back to its field. Text that becomes a head tag, JSON-LD, a URL
 * or an attribute must not carry them. This removes them from a string or, deeply, from plain data.
 *
 * The same pattern as @sanity/client/stega's `stegaClean` (test/lib/sanity/stegaClean.test.ts holds
 * them equal), written out so the public entry, which builds every head, does not import
 * @sanity/client (docs/decisions/0004, 0012).
 */
const STEGA = /[\u200B-\u200D\u2060-\u2063\uFEFF\u{1D173}-\u{1D17A}]{4,}/gu

export function stegaClean<T>(value: T): T {
  if (typeof value === 'string') return value.replace(STEGA, '') as T
  if (!value || typeof value !== 'object') return value
  return JSON.parse(JSON.stringify(value).replace(STEGA, '')) as T
}
