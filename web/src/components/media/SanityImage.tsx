import type { CSSProperties } from 'react'
import { preload } from 'react-dom'
import styled from 'styled-components'
import { responsiveImage } from '../../lib/sanity/responsiveImage.ts'

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
  /**
   * The most device pixels wide the layout ever draws it (its widest CSS width × 2): the srcset
   * stops at the ladder's width covering that. Default: up to the asset's own width.
   */
  widest?: number
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
  widest,
  priority = false,
  priorityMedia,
  alt,
  placeholder = true,
  className,
  style,
}: SanityImageProps) {
  const sources = image && responsiveImage(image, { aspectRatio, widest })
  if (!sources) return null
  const { src, srcSet, width, height, ratio } = sources
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
      width={width}
      height={height}
      alt={alt ?? image?.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager ? 'high' : 'auto'}
      style={{
        aspectRatio: String(ratio),
        ...(placeholder && image.asset?.lqip ? { backgroundImage: `url(${image.asset.lqip})` } : {}),
        ...style,
      }}
    />
  )
}
