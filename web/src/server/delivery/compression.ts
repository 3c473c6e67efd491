import type { MiddlewareHandler } from 'hono'
import { accepts } from 'hono/accepts'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import { LRUCache } from 'lru-cache'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

type Encoding = 'br' | 'gzip'

const compressors: Record<Encoding, (body: Uint8Array) => Promise<Buffer>> = {
  // Quality 4 is within a few per cent of 11 on HTML and JSON at a small fraction of the CPU, which
  // matters when every page is compressed per request; hashed assets are precompressed at 11 at build.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
}

/** Brotli when the client takes it, else gzip; browsers list gzip first at equal q, so order is ours. */
function chooseEncoding(acceptEncoding: Parameters<typeof accepts>[0]): Encoding | 'identity' {
  return accepts(acceptEncoding, {
    header: 'Accept-Encoding',
    supports: ['br', 'gzip'],
    default: 'identity',
    match: (offered) => {
      const takes = (name: string) => offered.some((o) => (o.type === name || o.type === '*') && o.q > 0)
      return takes('br') ? 'br' : takes('gzip') ? 'gzip' : 'identity'
    },
  }) as Encoding | 'identity'
}

export type CompressionOptions = {
  /** Smaller bodies go out as they are: compression would not pay for its framing. */
  threshold?: number
  /** Compressed bodies kept by ETag, so a cached page is compressed once, not per request. */
  memoBytes?: number
}

/**
 * Compresses dynamic responses (HTML, CMS JSON) on the fly and marks every compressible response
 * `Vary: Accept-Encoding`. Responses that already carry an encoding (precompressed static files)
 * pass through. Mount it outermost, so it compresses what every other middleware produced.
 */
export function compression({
  threshold = 1024,
  memoBytes = 16 * 1024 * 1024,
}: CompressionOptions = {}): MiddlewareHandler {
  const memo = new LRUCache<string, Compressed>({
    maxSize: memoBytes,
    sizeCalculation: (done) => done.bytes.byteLength + 64,
  })
  // Requests that arrive together right after a page is re-rendered share one compression: under
  // load, each compressing the same new page on its own snowballed (bench/load-report.md).
  const pending = new Map<string, Promise<Compressed>>()

  return async (c, next) => {
    await next()
    const res = c.res
    const type = res.headers.get('Content-Type') ?? ''
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return
    appendVary(res.headers)
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      /\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return
    }
    const encoding = chooseEncoding(c)
    if (encoding === 'identity') return

    const etag = res.headers.get('ETag')
    const key = etag && `${encoding} ${etag}`
    let outcome = key ? (memo.get(key) ?? pending.get(key)) : undefined
    if (outcome) {
      await res.body.cancel()
    } else {
      // Registered before the body is read, so requests arriving meanwhile wait for this one.
      const work = compress(res, encoding, threshold)
      if (key) {
        pending.set(key, work)
        void work
          .then((done) => memo.set(key, done))
          .catch(() => undefined)
          .finally(() => pending.delete(key))
      }
      outcome = work
    }
    const { bytes, compressed } = await outcome
    if (!compressed) {
      c.res = new Response(bytes as Uint8Array<ArrayBuffer>, res)
      return
    }
    // Hono copies the previous response's headers onto the new one, so fix them on the old.
    res.headers.set('Content-Encoding', encoding)
    res.headers.delete('Content-Length')
    c.res = new Response(bytes as Uint8Array<ArrayBuffer>, res)
  }
}

type Compressed = { bytes: Uint8Array; compressed: boolean }

/** Below the threshold the bytes go out as they are: compression would not pay for its framing. */
async function compress(res: Response, encoding: Encoding, threshold: number): Promise<Compressed> {
  const plain = new Uint8Array(await res.arrayBuffer())
  if (plain.byteLength < threshold) return { bytes: plain, compressed: false }
  return { bytes: new Uint8Array(await compressors[encoding](plain)), compressed: true }
}

function appendVary(headers: Headers) {
  const vary = headers.get('Vary')
  if (!vary) headers.set('Vary', 'Accept-Encoding')
  else if (!/\baccept-encoding\b|\*/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`)
}
