import { shippedQueries } from '@amaranth/schemas/queries/shipped'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { etag } from 'hono/etag'
import { createAnswerCache } from './answerCache.ts'
import {
  createQueryEngine,
  GroqQueryError,
  parsePerspective,
  type LakeDocument,
  type Perspective,
} from './groqQuery.ts'
import { createImageRoute, type ImageRouteLimits } from './imageRoute.ts'
import { LakeRefusal } from './lakeErrors.ts'
import { ParamError, paramsFromBody, paramsFromSearch } from './params.ts'
import { AD_HOC_QUERY_LIMITS, answerTooLarge, createQueryWorkerPool, type QueryLimits } from './queryWorkerPool.ts'
import { createShippedQueryCheck } from './shippedQueryCheck.ts'

export type ContentLakeOptions = {
  documents: readonly LakeDocument[]
  /** CDN file name (`<sha1>-<w>x<h>.jpg`, `<sha1>.mp4`) -> absolute path of the file. */
  files?: ReadonlyMap<string, string>
  /** How long browsers and CDNs may reuse a query answer, in seconds. */
  queryMaxAge?: number
  /** The path the lake is mounted at, like Sanity's `apiHost` path; '' for the root. */
  basePath?: string
  /**
   * 'shipped' (production, the default): only the site's own queries, evaluated in process.
   * 'any' (`pnpm dev`): ad-hoc GROQ too, each evaluated on a worker thread within `limits`.
   */
  queries?: 'shipped' | 'any'
  limits?: QueryLimits
  /** Who is asking, for the per-client image transform budget; by default one shared client. */
  clientKey?: (c: Context) => string
  imageLimits?: Partial<ImageRouteLimits>
  /**
   * Whether a request over HTTP may read drafts (`perspective=drafts` or `raw`): the server answers
   * true only for a valid preview cookie. Without it every request gets the published view.
   */
  draftAccess?: (request: Request) => boolean
  /**
   * Queries of the server's own (not the site's pages'), by exact text, answered only to in-process
   * calls that carry `inProcessServerEnv`: the revalidate endpoint's lookup of referring documents.
   */
  serverQueries?: readonly string[]
}

/**
 * The env the server's own preview renders pass to `lake.fetch(request, env)`, in process. A request
 * from outside cannot carry it: over HTTP, Hono's env is the Node server's, never a caller's value.
 */
export const IN_PROCESS_PREVIEW = Symbol('amaranth.inProcessPreview')
export const inProcessPreviewEnv = { [IN_PROCESS_PREVIEW]: true } as const
/** The env of the server's own in-process queries (`serverQueries`): published documents only. */
export const IN_PROCESS_SERVER = Symbol('amaranth.inProcessServer')
export const inProcessServerEnv = { [IN_PROCESS_SERVER]: true } as const

/** A POST body larger than any query of ours with its parameters (the longest is under 3 KB). */
export const QUERY_BODY_LIMIT_BYTES = 64 * 1024

const YEAR = 60 * 60 * 24 * 365

/**
 * The Sanity Content Lake's public read API over an in-memory dataset: the query endpoint
 * (`/v{version}/data/query/{dataset}`, GET and POST) and the image and file CDN paths.
 * One implementation serves the offline server, the unit tests (through msw) and the e2e suite.
 */
export function createContentLake({
  documents,
  files = new Map(),
  queryMaxAge = 0,
  basePath = '',
  queries = 'shipped',
  limits = AD_HOC_QUERY_LIMITS,
  clientKey,
  imageLimits = {},
  draftAccess = () => false,
  serverQueries = [],
}: ContentLakeOptions) {
  const ownServerQueries = new Set(serverQueries)
  const shipped = createShippedQueryCheck(shippedQueries)
  const ownQuery = inProcess(documents)
  const adHoc = queries === 'any' ? createQueryWorkerPool(documents, limits).evaluate : undefined
  // The site's own queries run in process in every mode, so a page never waits behind an ad-hoc one.
  const evaluate = (query: string, params: Record<string, unknown>, perspective: Perspective) =>
    adHoc && !shipped.isShipped(query) ? adHoc(query, params, perspective) : ownQuery(query, params, perspective)
  const checkQuery = adHoc ? () => {} : shipped.check
  const cachedAnswer = createAnswerCache(async (query, params, perspective) => {
    const started = performance.now()
    const result = await evaluate(query, params, perspective)
    if (result.length > limits.maxAnswerChars) throw answerTooLarge(limits.maxAnswerChars)
    const ms = Math.round(performance.now() - started)
    // The result is JSON text already: spliced in, not parsed and serialised again.
    return `{"query":${JSON.stringify(query)},"result":${result},"ms":${ms}}`
  })
  const app = new Hono().basePath(basePath)

  /**
   * The perspective a request gets. Drafts only for the server's own preview renders and requests
   * with preview access; anyone else gets the published view whatever they name, as the hosted lake
   * answers a request without a token (docs/decisions/0012). A name that is no perspective is a 400.
   */
  const perspectiveFor = (c: Context): Perspective => {
    const named = new URL(c.req.url).searchParams.get('perspective')
    const requested = parsePerspective(named)
    if (!requested) throw new ParamError(`Invalid perspective "${named}": use published, drafts or raw`)
    if (requested === 'published') return requested
    const env = c.env as Record<symbol, unknown> | undefined
    return env?.[IN_PROCESS_PREVIEW] === true || draftAccess(c.req.raw) ? requested : 'published'
  }

  const answer = async (c: Context, query: string, params: Record<string, unknown>) => {
    const env = c.env as Record<symbol, unknown> | undefined
    if (!(env?.[IN_PROCESS_SERVER] === true && ownServerQueries.has(query))) checkQuery(query, params)
    const perspective = perspectiveFor(c)
    const { json, etag } = await cachedAnswer(query, params, perspective)
    // A draft is one staff member's to see: never kept by a browser cache or a CDN. Nor is the published
    // answer to a request that asked for drafts, so a CDN never hands it to a staff member in preview.
    if (c.req.query('perspective') && c.req.query('perspective') !== 'published') {
      c.header('Cache-Control', 'private, no-store')
    }
    return c.body(json, 200, { 'Content-Type': 'application/json; charset=UTF-8', ETag: etag })
  }

  app.onError((error, c) => {
    if (error instanceof LakeRefusal) {
      if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds))
      return c.json(error.body, error.status)
    }
    if (error instanceof GroqQueryError) return c.json(error.body, 400)
    if (error instanceof ParamError) {
      return c.json({ error: { description: error.message, type: 'httpBadRequest' } }, 400)
    }
    console.error('Content lake error', error)
    return c.json({ error: { description: 'Internal error', type: 'internalError' } }, 500)
  })

  // Revalidation after max-age costs a 304; a stale answer is reused at most as long again, so an
  // edit reaches every browser within twice queryMaxAge. Weak: compression changes the bytes.
  app.get('/:version{v[0-9a-zA-Z-]+}/data/query/:dataset', etag({ weak: true }), async (c) => {
    const url = new URL(c.req.url)
    const query = url.searchParams.get('query')
    if (!query) throw new ParamError('Missing "query" parameter')
    c.header('Cache-Control', `public, max-age=${queryMaxAge}, stale-while-revalidate=${queryMaxAge}`)
    return answer(c, query, paramsFromSearch(url.searchParams))
  })

  const limitQueryBody = bodyLimit({
    maxSize: QUERY_BODY_LIMIT_BYTES,
    onError: () => {
      throw new LakeRefusal(
        413,
        'payloadTooLarge',
        `A query request may be at most ${QUERY_BODY_LIMIT_BYTES / 1024} KB`,
      )
    },
  })

  app.post('/:version{v[0-9a-zA-Z-]+}/data/query/:dataset', limitQueryBody, async (c) => {
    const body: unknown = await c.req.json().catch(() => {
      throw new ParamError('Request body is not valid JSON')
    })
    const { query, params } = paramsFromBody(body)
    return answer(c, query, params)
  })

  app.get('/images/:projectId/:dataset/:file', createImageRoute(files, imageLimits, clientKey))

  app.get('/files/:projectId/:dataset/:file', async (c) => {
    const path = files.get(c.req.param('file'))
    if (!path) return c.json({ error: { description: 'File not found', type: 'notFound' } }, 404)
    const { readFile } = await import('node:fs/promises')
    const type = path.endsWith('.mp4')
      ? 'video/mp4'
      : path.endsWith('.webm')
        ? 'video/webm'
        : 'application/octet-stream'
    return c.body(new Uint8Array(await readFile(path)), 200, {
      'Content-Type': type,
      'Cache-Control': `public, max-age=${YEAR}, immutable`,
    })
  })

  return app
}

/** The site's own queries on the main thread: each is known, cheap (7–8 ms) and cached. */
function inProcess(documents: readonly LakeDocument[]) {
  const runQuery = createQueryEngine(documents)
  return async (query: string, params: Record<string, unknown>, perspective: Perspective) =>
    JSON.stringify((await runQuery(query, params, perspective)) ?? null)
}
