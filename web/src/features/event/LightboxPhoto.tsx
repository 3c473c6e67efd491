import { useCallback, useEffect, useState } from 'react'
import { afterNextPaint } from '../../lib/react/afterNextPaint.ts'
import { responsiveImage } from '../../lib/sanity/responsiveImage.ts'
import type { EventImage } from './eventQueries.ts'

/** The photo's shape: width over height (1 when the asset does not say). */
const ratioOf = (image: EventImage) => (image.asset.width ?? 1) / (image.asset.height ?? 1)

/** The width the photo is drawn at, for `sizes`: the full width, or less when the height limits it. */
export function fitSizes(image: EventImage) {
  const { width, height } = image.asset
  if (!width || !height) return '100vw'
  return `(min-aspect-ratio: ${width}/${height}) ${Math.round((width / height) * 85)}vh, 100vw`
}

/** Resolves once `image` can be drawn without decoding in the frame that shows it (or never will be). */
function decoded(image: HTMLImageElement): Promise<void> {
  // A photo that fails to decode still shows: its alt text stands in, as for any broken image.
  return typeof image.decode === 'function' ? image.decode().catch(() => {}) : Promise.resolve()
}

type Phase = 'frame' | 'decoding' | 'shown'

/**
 * One photo of the lightbox, in three steps so a tap only paints what is cheap. The tap's frame: a
 * box at the photo's shape, as large as fits the stage, over its blurred LQIP (inline, nothing to
 * fetch). After that paint: the full image, fetched and decoded off the main thread, still hidden
 * (`data-decoding`). Once decoded: shown, so the frame that swaps it in has nothing to decode.
 * Keyed by photo, so a step starts again from the frame. Styled by the stage (lightboxStyles.ts),
 * whose rules are in the page before the first tap.
 */
export function LightboxPhoto({ image }: { image: EventImage }) {
  const [phase, setPhase] = useState<Phase>('frame')
  useEffect(() => {
    let current = true
    afterNextPaint(() => current && setPhase((now) => (now === 'frame' ? 'decoding' : now)))
    return () => {
      current = false
    }
  }, [])
  const onImage = useCallback((element: HTMLImageElement | null) => {
    let current = element !== null
    if (element) void decoded(element).then(() => current && setPhase('shown'))
    return () => {
      current = false
    }
  }, [])

  const ratio = ratioOf(image)
  const sources = responsiveImage(image)
  const lqip = image.asset.lqip
  return (
    <div
      data-photo-frame
      style={{
        width: `min(100cqw, ${ratio.toFixed(4)} * 100cqh)`,
        aspectRatio: ratio.toFixed(4),
        ...(lqip ? { backgroundImage: `url("${lqip}")` } : {}),
      }}
    >
      {sources && phase !== 'frame' ? (
        <img
          ref={onImage}
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={fitSizes(image)}
          width={sources.width}
          height={sources.height}
          alt={image.alt ?? ''}
          decoding="async"
          fetchPriority="high"
          data-decoding={phase === 'decoding' ? '' : undefined}
        />
      ) : null}
    </div>
  )
}
