import { LRUCache } from 'lru-cache'
import { createHash } from 'node:crypto'
import type { Perspective } from './groqQuery.ts'

export type CachedAnswer = { json: string; etag: string }

/**
 * Query answers kept by query and parameters. The lake's dataset never changes while it runs, so an
 * answer can be reused until it is evicted: evaluating GROQ costs 7–8 ms of CPU a query, serving a
 * kept answer a fraction of that (bench/load-report.md). Concurrent misses share one evaluation.
 * `evaluate` answers JSON text, so an answer serialised on a worker thread is not parsed again.
 */
export function createAnswerCache(
  evaluate: (query: string, params: Record<string, unknown>, perspective: Perspective) => Promise<string>,
) {
  type Context = { query: string; params: Record<string, unknown>; perspective: Perspective }
  const answers = new LRUCache<string, CachedAnswer, Context>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (answer) => answer.json.length + 256,
    // A render evicted while it runs (the cache full of newer entries) still answers its requests.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context: { query, params, perspective } }) => {
      const json = await evaluate(query, params, perspective)
      return { json, etag: `W/"${createHash('sha1').update(json).digest('base64url')}"` }
    },
  })

  return (
    query: string,
    params: Record<string, unknown>,
    perspective: Perspective = 'published',
  ): Promise<CachedAnswer> =>
    answers.fetch(`${perspective}\u0000${query}\u0000${JSON.stringify(params)}`, {
      context: { query, params, perspective },
    }) as Promise<CachedAnswer>
}
