import type { Context } from 'hono'
import { transformImage, type TransformedImage } from './imageTransform.ts'

const IMAGE_CACHE_LIMIT = 400
const YEAR = 60 * 60 * 24 * 365

/** The image CDN path `/images/:projectId/:dataset/:file`: Sanity's URL parameters over `files`. */
export function createImageRoute(files: ReadonlyMap<string, string>) {
  const imageCache = new Map<string, Promise<TransformedImage>>()
  const sizes = new Map<string, number>()
  const handler = async (c: Context) => {
    const path = files.get(c.req.param('file')!)
    if (!path) return c.json({ error: { description: 'Image not found', type: 'notFound' } }, 404)
    const url = new URL(c.req.url)
    const accept = c.req.header('accept') ?? ''
    const key = `${url.pathname}?${url.searchParams}|${accept.includes('image/webp')}`
    let pending = imageCache.get(key)
    if (!pending) {
      if (imageCache.size >= IMAGE_CACHE_LIMIT) imageCache.delete(imageCache.keys().next().value!)
      pending = transformImage(path, url.searchParams, accept)
      imageCache.set(key, pending)
      pending.then((image) => sizes.set(key, image.body.byteLength)).catch(() => imageCache.delete(key))
    }
    const image = await pending
    return c.body(image.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': image.contentType,
      'Cache-Control': `public, max-age=${YEAR}, immutable`,
      Vary: 'Accept',
    })
  }
  /** Bytes of transformed images the cache holds. */
  const cachedBytes = () => [...imageCache.keys()].reduce((sum, key) => sum + (sizes.get(key) ?? 0), 0)
  return Object.assign(handler, { cachedBytes })
}
