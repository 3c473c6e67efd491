import { cmsImageUrl, imageUrlBase, type ImageUrlSource } from './imageUrl.ts'
import { srcsetCandidates } from './imageWidths.ts'

/** `ratio` is the drawn aspect ratio (width / height): the crop's, or the asset's own. */
export type ResponsiveImage = { src: string; srcSet: string; width: number; height: number; ratio: number }

type Sized = ImageUrlSource & { asset: { _id: string; width: number | null; height: number | null } | null }

/**
 * Per image object (the query cache keeps them while the data is unchanged), its attributes per
 * variant, so a filter change that shows a card again, or a second grid showing the same image,
 * builds no URL again.
 */
const cache = new WeakMap<object, Map<string, ResponsiveImage>>()

/**
 * `src`, `srcset` and intrinsic size of a CMS image, cropped to `aspectRatio` when given; the
 * srcset stops at the rung covering `widest` device pixels, the most the layout ever draws.
 */
export function responsiveImage(
  image: Sized,
  { aspectRatio, widest }: { aspectRatio?: number; widest?: number } = {},
): ResponsiveImage | null {
  const assetWidth = image.asset?.width
  const assetHeight = image.asset?.height
  if (!assetWidth || !assetHeight) return null
  const base = imageUrlBase()
  const key = `${base}|${aspectRatio}|${widest}`
  let variants = cache.get(image)
  const cached = variants?.get(key)
  if (cached) return cached
  const ratio = aspectRatio ?? assetWidth / assetHeight
  const urlFor = (width: number) =>
    aspectRatio ? cmsImageUrl(base, image, width, Math.round(width / ratio)) : cmsImageUrl(base, image, width)
  // Only the ladder's widths, which the image cache shares: the last candidate asks for the rung
  // that covers the asset and is described at the asset's own width, which the lake answers with.
  const candidates = srcsetCandidates(assetWidth, widest)
  const fallbackWidth = (candidates.find(([w]) => w >= 800) ?? candidates.at(-1)!)[0]
  const intrinsicWidth = candidates.at(-1)![1]
  const result = {
    src: urlFor(fallbackWidth),
    srcSet: candidates.map(([request, described]) => `${urlFor(request)} ${described}w`).join(', '),
    width: intrinsicWidth,
    height: Math.round(intrinsicWidth / ratio),
    ratio,
  }
  if (!variants) cache.set(image, (variants = new Map()))
  variants.set(key, result)
  return result
}
