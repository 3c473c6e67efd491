/**
 * Reads query parameters the way the Sanity HTTP API accepts them: `$name` keys whose values
 * are JSON (GET), or a `params` object (POST). Anything malformed is the caller's error (400).
 */
export class ParamError extends Error {}

export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, raw] of search) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(raw)
    } catch {
      throw new ParamError(`Unable to parse value of "${key}=${raw}". Please quote string values.`)
    }
  }
  return params
}

export function paramsFromBody(body: unknown): { query: string; params: Record<string, unknown> } {
  if (!body || typeof body !== 'object') throw new ParamError('Request body must be a JSON object')
  const { query, params } = body as { query?: unknown; params?: unknown }
  if (typeof query !== 'string') throw new ParamError('Missing "query" in request body')
  if (params !== undefined && (params === null || typeof params !== 'object' || Array.isArray(params))) {
    throw new ParamError('"params" must be an object')
  }
  return { query, params: (params as Record<string, unknown> | undefined) ?? {} }
}
