import { sanityClient } from './client.ts'
import { EMBEDDED_LAKE_PATH } from './config.ts'
import { SRCSET_QUALITY } from './imageWidths.ts'

type Crop = { top?: number; bottom?: number; left?: number; right?: number }
type Hotspot = { x?: number; y?: number; height?: number; width?: number }

/** What an image URL needs of a projected CMS image (`imageProjection`). */
export type ImageUrlSource = {
  crop?: Crop | null
  hotspot?: Hotspot | null
  asset: { _id: string } | null
}

const NO_CROP: Crop = { left: 0, top: 0, bottom: 0, right: 0 }
const WHOLE: Hotspot = { x: 0.5, y: 0.5, height: 1, width: 1 }

/** Where the site's image URLs start: Sanity's CDN, or the embedded lake relative to the page. */
export function imageUrlBase(): string {
  const config = sanityClient().config()
  const host = config.useProjectHostname === false ? EMBEDDED_LAKE_PATH : 'https://cdn.sanity.io'
  return `${host}/images/${config.projectId}/${config.dataset}/`
}

/**
 * The URL @sanity/image-url's builder gives for `.image(source).width(w)[.height(h).fit('crop')]
 * .auto('format').quality(72)`, byte for byte (web/test/lib/sanity/imageUrl.test.ts), without its
 * chain of builder objects and option spreads: a grid of cards asks for hundreds of these while it
 * hydrates. Its arithmetic is copied as is, rounding included, so the crop rectangles agree.
 */
export function cmsImageUrl(base: string, source: ImageUrlSource, width: number, height?: number): string {
  const id = source.asset?._id ?? ''
  const [, hash, dimensions, format] = id.split('-')
  if (!hash || !dimensions || !format) throw new Error(`Malformed image asset id '${id}'`)
  const [w = '', h = ''] = dimensions.split('x')
  const assetWidth = +w
  const assetHeight = +h
  const c = source.crop || NO_CROP
  const spot = source.hotspot || WHOLE
  const left = Math.round(c.left! * assetWidth)
  const top = Math.round(c.top! * assetHeight)
  const crop = {
    left,
    top,
    width: Math.round(assetWidth - c.right! * assetWidth - left),
    height: Math.round(assetHeight - c.bottom! * assetHeight - top),
  }
  const rect = height ? fitRect(crop, spot, assetWidth, assetHeight, width / height) : crop
  const cropped =
    rect.left !== 0 || rect.top !== 0 || rect.height !== assetHeight || rect.width !== assetWidth
      ? `rect=${rect.left},${rect.top},${rect.width},${rect.height}&`
      : ''
  const size = height ? `w=${width}&h=${height}&q=${SRCSET_QUALITY}&fit=crop` : `w=${width}&q=${SRCSET_QUALITY}`
  return `${base}${hash}-${dimensions}.${format}?${cropped}${size}&auto=format`
}

type Rect = { left: number; top: number; width: number; height: number }

/** The part of the crop with the wanted aspect ratio, centred on the hotspot as far as the crop allows. */
function fitRect(crop: Rect, spot: Hotspot, assetWidth: number, assetHeight: number, ratio: number): Rect {
  if (crop.width / crop.height > ratio) {
    const height = Math.round(crop.height)
    const width = Math.round(height * ratio)
    const left = along(width, crop.left, crop.width, spot.x! * assetWidth, (spot.width! * assetWidth) / 2)
    return { left, top: Math.max(0, Math.round(crop.top)), width, height }
  }
  const width = crop.width
  const height = Math.round(width / ratio)
  const top = along(height, crop.top, crop.height, spot.y! * assetHeight, (spot.height! * assetHeight) / 2)
  return { left: Math.max(0, Math.round(crop.left)), top, width, height }
}

/** Where a window `size` long starts on one axis: centred on the hotspot, then moved inside the crop. */
function along(size: number, cropStart: number, cropSize: number, centre: number, radius: number): number {
  const middle = Math.round((centre + radius - (centre - radius)) / 2 + (centre - radius))
  const start = Math.max(0, Math.round(middle - size / 2))
  if (start < cropStart) return cropStart
  if (start + size > cropStart + cropSize) return cropStart + cropSize - size
  return start
}
