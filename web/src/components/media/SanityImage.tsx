import type { CSSProperties } from 'react'
import { preload } from 'react-dom'
import styled from 'styled-components'
import { imageBuilder, type SanityImageSource } from '../../lib/sanity/image.ts'
import { srcsetCandidates } from '../../lib/sanity/imageWidths.ts'

/** The image shape every query projects (`imageProjection` in schemas/src/queries/fragments.ts). */
export type CmsImage = {
  alt: string | null
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null
  hotspot?: { x?: number; y?: number; height?: number; width?: number } | null
  asset: { _id: string; width: number | null; height: number | null; lqip: string | null } | null
} | null

type SanityImageProps = {
  image: CmsImage
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string
  /** Crop to this aspect ratio (width / height), honouring the hotspot; default: the image's own. */
  aspectRatio?: number
  /** The LCP image: loaded eagerly with high priority instead of lazily. */
  priority?: boolean
  /**
   * For one of an art-directed pair that CSS shows only under this media query: a `priority` image
   * is then preloaded under that query alone and its `<img>` stays lazy, so the viewport that hides
   * it never downloads it (a hidden eager image would still be fetched).
   */
  priorityMedia?: string
  /** Override the alt text (for example '' when a caption beside the image says the same). */
  alt?: string
  /** Show the blurred LQIP while loading; off for images with transparency such as logos. */
  placeholder?: boolean
  className?: string
  style?: CSSProperties
}

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  object-fit: cover;
  background-size: cover;
  background-position: center;
`

/**
 * A CMS image drawn responsively: `srcset` in steps up to the original width, explicit width and
 * height so nothing shifts while it loads, the LQIP as a blurred placeholder, lazy unless `priority`.
 */
export function SanityImage({
  image,
  sizes,
  aspectRatio,
  priority = false,
  priorityMedia,
  alt,
  placeholder = true,
  className,
  style,
}: SanityImageProps) {
  const asset = image?.asset
  if (!asset?.width || !asset.height) return null
  const ratio = aspectRatio ?? asset.width / asset.height
  // Only the ladder's widths, which the image cache shares: the last candidate asks for the rung
  // that covers the asset and is described at the asset's own width, which the lake answers with.
  const candidates = srcsetCandidates(asset.width)
  const urlFor = (width: number) => {
    const builder = imageBuilder()
      .image(image as SanityImageSource)
      .width(width)
      .auto('format')
      .quality(72)
    return aspectRatio
      ? builder
          .height(Math.round(width / ratio))
          .fit('crop')
          .url()
      : builder.url()
  }
  const fallbackWidth = (candidates.find(([w]) => w >= 800) ?? candidates.at(-1)!)[0]
  const intrinsicWidth = candidates.at(-1)![1]
  const src = urlFor(fallbackWidth)
  const srcSet = candidates.map(([request, described]) => `${urlFor(request)} ${described}w`).join(', ')
  // React hoists this into <head> of the server-rendered page, so the browser starts on the LCP image
  // before it has parsed the body (or loaded a line of script).
  if (priority) {
    preload(src, { as: 'image', fetchPriority: 'high', imageSrcSet: srcSet, imageSizes: sizes, media: priorityMedia })
  }
  const eager = priority && !priorityMedia
  return (
    <Img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={intrinsicWidth}
      height={Math.round(intrinsicWidth / ratio)}
      alt={alt ?? image?.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager ? 'high' : 'auto'}
      style={{
        aspectRatio: String(ratio),
        ...(placeholder && asset.lqip ? { backgroundImage: `url(${asset.lqip})` } : {}),
        ...style,
      }}
    />
  )
}
