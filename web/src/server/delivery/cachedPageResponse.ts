/** A rendered page as the HTML cache keeps it: bytes, so every request gets its own Response. */
export type CachedPage = {
  status: number
  headers: [string, string][]
  body: Uint8Array
  /** Weak: the bytes on the wire differ per content encoding, the page does not. */
  etag: string
  renderedAt: number
}

/** The headers a 304 repeats from the 200 it stands for (RFC 9110 §15.4.5). */
const NOT_MODIFIED_HEADERS = [
  'cache-control',
  'cdn-cache-control',
  'content-location',
  'date',
  'etag',
  'expires',
  'vary',
]

/**
 * One request's answer from a cached page. Browsers revalidate every time (a 304 costs a few
 * bytes); CDNs may keep it as long as our own cache does. A page that is not kept says so.
 */
export function cachedPageResponse(
  page: CachedPage,
  request: Request,
  freshSeconds: number,
  staleSeconds: number,
): Response {
  const headers = new Headers(page.headers)
  const body = request.method === 'HEAD' ? null : (page.body as Uint8Array<ArrayBuffer>)
  if (!freshSeconds) {
    headers.set('Cache-Control', 'no-store')
    return new Response(body, { status: page.status, headers })
  }
  headers.set('ETag', page.etag)
  headers.set('Cache-Control', `public, max-age=0, must-revalidate, s-maxage=${freshSeconds}`)
  // RFC 9213: CDNs that read it may also serve a stale copy while they fetch a new one.
  headers.set('CDN-Cache-Control', `public, max-age=${freshSeconds}, stale-while-revalidate=${staleSeconds}`)
  // Said here too, not only by the compression, so a 304 (which has no body to compress) carries it.
  headers.set('Vary', 'Accept-Encoding')

  if (matches(request.headers.get('If-None-Match'), page.etag)) {
    for (const name of [...headers.keys()]) if (!NOT_MODIFIED_HEADERS.includes(name)) headers.delete(name)
    return new Response(null, { status: 304, headers })
  }
  return new Response(body, { status: page.status, headers })
}

/** Weak comparison, as If-None-Match requires: W/ prefixes are ignored on both sides. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const opaque = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque)
}
