/**
 * The one ladder of image widths (and the few qualities), shared by the browser's srcsets (SanityImage) and the embedded
 * lake's image transform, which snaps any requested width up to the next rung: every URL the site
 * emits is already on the ladder, and a crafted width lands on a rung, so they share cache entries.
 */

/** The widths srcsets offer (see SanityImage). */
export const SRCSET_WIDTHS = [320, 480, 640, 800, 1024, 1280, 1600, 2000] as const

/**
 * Every width the lake renders: the srcset widths, 1200 for share images (Open Graph's recommended
 * 1200×630, see lib/seo/shareImage.ts) and 2560, the longest side the lake ever produces.
 */
export const IMAGE_WIDTHS: readonly number[] = [...SRCSET_WIDTHS, 1200, 2560].sort((a, b) => a - b)

/** The smallest rung at least `width` wide; the top rung for anything wider. */
export function snapToLadder(width: number): number {
  return IMAGE_WIDTHS.find((rung) => rung >= width) ?? IMAGE_WIDTHS.at(-1)!
}

/**
 * A srcset's candidates for an image `assetWidth` pixels wide, as [width to request, width the
 * answer has]: every srcset width below the asset's, then the rung that covers the asset's own
 * width (the lake never enlarges, so that one answers at the asset's width and says so). With
 * `widest`, the most device pixels the layout ever draws the image at, they stop at the srcset
 * width covering it: a browser never picks a wider one, so those candidates would only weigh.
 */
export function srcsetCandidates(assetWidth: number, widest?: number): [request: number, described: number][] {
  const largest = SRCSET_WIDTHS.at(-1)!
  const cap = widest === undefined ? largest : (SRCSET_WIDTHS.find((width) => width >= widest) ?? largest)
  if (cap < assetWidth) return SRCSET_WIDTHS.filter((width) => width <= cap).map((width) => [width, width])
  const below = SRCSET_WIDTHS.filter((width) => width < Math.min(assetWidth, largest))
  const last = Math.min(snapToLadder(assetWidth), largest)
  return [...below.map((width): [number, number] => [width, width]), [last, Math.min(assetWidth, largest)]]
}

/**
 * The JPEG and WebP qualities the site asks for: srcsets at 72 (imageUrl.ts), share images at 80
 * (lib/seo/shareImage.ts), and 75, Sanity's default for a URL without `q`. The lake snaps any other
 * quality to the nearest of these, so a crafted `q` lands on an image already made.
 */
export const SRCSET_QUALITY = 72
export const SHARE_IMAGE_QUALITY = 80
export const DEFAULT_QUALITY = 75
export const IMAGE_QUALITIES: readonly number[] = [SRCSET_QUALITY, DEFAULT_QUALITY, SHARE_IMAGE_QUALITY]

/** The site's quality nearest `quality` (the lower one on a tie). */
export function snapQuality(quality: number): number {
  return IMAGE_QUALITIES.reduce((best, q) => (Math.abs(q - quality) < Math.abs(best - quality) ? q : best))
}
