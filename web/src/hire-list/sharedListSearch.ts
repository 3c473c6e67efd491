/**
 * The router's search for the shared list page: `items` kept as text, anything else dropped.
 * Apart from the link's codec (shareLink.ts), which only that page and the list's Share button
 * need: route validators load with every page.
 */
export function validateSharedListSearch(search: Record<string, unknown>): { items?: string } {
  const { items } = search
  return typeof items === 'string' || typeof items === 'number' ? { items: String(items) } : {}
}
