/**
 * Search validators for TanStack Router without a schema library, which would weigh on every page's
 * first load (docs/decisions/0013). The router hands values over already JSON-parsed: `?page=2` is
 * the number 2, `?q=true` a boolean, a repeated key an array. So a reader takes `unknown` and
 * answers undefined for anything it does not accept, and a bad URL never becomes an error page.
 */
export type SearchReaders<T> = { [K in keyof T]-?: (value: unknown) => T[K] | undefined }

/**
 * Reads the known keys in order and drops the rest. A key that was given stays, as undefined, when
 * its value is refused, so the router compares the same objects for the same URL (decision 0013). `parse`, because the router and the tests call it like a schema.
 */
export function searchValidator<T extends object>(readers: SearchReaders<T>) {
  return {
    parse(search: Record<string, unknown>): T {
      const result: Record<string, unknown> = {}
      for (const key in readers) if (key in search) result[key] = readers[key](search[key])
      return result as T
    },
  }
}

/** One of a fixed list of strings (compared exactly, so `7` is not `'7'`). */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): T | undefined =>
    values.includes(value as T) ? (value as T) : undefined
