/**
 * Each name's key is worked out once: a sort of 2,000 products compares each name a dozen times. The
 * server lives for days and every edit of a name (a draft previewed as staff type) is a new one, so
 * the keys held are bounded: past NAME_KEYS_MAX they are dropped and worked out again as needed.
 */
export const NAME_KEYS_MAX = 10_000
const keys = new Map<string, string>()

/** How many names' keys are held now (for the bound's test). */
export const nameKeysHeld = () => keys.size

/** A name as a reader alphabetises it: accents and case set aside, so 'élan' files beside 'Elan'. */
function sortKey(name: string): string {
  let key = keys.get(name)
  if (key === undefined) {
    if (keys.size >= NAME_KEYS_MAX) keys.clear()
    key = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    keys.set(name, key)
  }
  return key
}

/** Swapped case puts a lower-case letter first, as a dictionary (and `Intl.Collator`) does. */
const swapCase = (text: string) =>
  text.replace(/\p{L}/gu, (letter) => {
    const lower = letter.toLowerCase()
    return letter === lower ? letter.toUpperCase() : lower
  })

/**
 * Product names in alphabetical order for a sort (the hire range's, "Often hired with"'s ties), with
 * no `Intl.Collator`: its first use costs a page's load 30–90 ms on a phone (docs/decisions/0030).
 * Names that differ only by accents or case keep a fixed order: unaccented, then lower case, first.
 * `test/catalogue/compareNames.test.ts` checks the order against `Intl.Collator('en-AU')`.
 */
export function compareNames(a: string, b: string): number {
  const keyA = sortKey(a)
  const keyB = sortKey(b)
  if (keyA !== keyB) return keyA < keyB ? -1 : 1
  if (a === b) return 0
  return swapCase(a) < swapCase(b) ? -1 : 1
}
