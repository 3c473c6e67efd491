/** Search results show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160

/** A description cut at a word boundary to fit search results and previews, with an ellipsis when cut. */
export function summarise(text: string, max = DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.—-]+$/, '')}…`
}
