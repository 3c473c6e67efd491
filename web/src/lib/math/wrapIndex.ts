/** Steps through items in a ring: after the last comes the first, before the first the last. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count
}
