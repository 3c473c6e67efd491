import { imageBuilder, type SanityImageSource } from '../sanity/image.ts'
import { SHARE_IMAGE_QUALITY } from '../sanity/imageWidths.ts'
import { absoluteUrl } from './siteOrigin.ts'

/** Open Graph's recommended 1.91:1 size, which chat apps and social sites preview in full. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 }

/**
 * What a link preview needs of a CMS image: any query's image projection fits. Declared here rather
 * than borrowed from the image component, so `lib` stays below `components`.
 */
export type ShareableImage = {
  alt: string | null
  crop?: unknown
  hotspot?: unknown
  asset: { _id: string } | null
} | null

/**
 * Only what `shareImage` reads: the alt text, crop, hotspot and asset id. A route's head travels in
 * the page as its loader data, as JavaScript the browser runs before hydrating; a whole image
 * projection would bring its placeholder (about 700 bytes) and sizes along for nothing.
 */
export function shareableImage(image: ShareableImage | undefined): ShareableImage | undefined {
  if (!image) return image
  const { alt, crop, hotspot, asset } = image
  return { alt, crop, hotspot, asset: asset && { _id: asset._id } }
}

export type ShareImage = { url: string; width: number; height: number; alt: string }

/**
 * A CMS image cropped for link previews (around its hotspot), as an absolute URL crawlers can
 * fetch: Sanity's CDN URLs are absolute already; the embedded lake's /cms/images paths are made
 * absolute on the public origin.
 */
export function shareImage(image: ShareableImage | undefined, origin: string): ShareImage | null {
  if (!image?.asset) return null
  const url = imageBuilder()
    .image(image as SanityImageSource)
    .width(SHARE_IMAGE_SIZE.width)
    .height(SHARE_IMAGE_SIZE.height)
    .fit('crop')
    .format('jpg')
    .quality(SHARE_IMAGE_QUALITY)
    .url()
  return { url: absoluteUrl(url, origin), ...SHARE_IMAGE_SIZE, alt: image.alt ?? '' }
}
