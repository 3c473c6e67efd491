import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { afterNextPaint } from '../../lib/react/afterNextPaint.ts'
import { SanityImage } from '../../components/media/SanityImage.tsx'
import { useModalDialog } from '../../components/ui/useModalDialog.ts'
import type { EventImage } from './eventQueries.ts'
import { LightboxIcon } from './LightboxIcon.tsx'
import { fitSizes, LightboxPhoto } from './LightboxPhoto.tsx'
import { Caption, Dialog, Footer, IconButton, Position, Stage, StepButton, TopBar } from './lightboxStyles.ts'
import { useSwipe } from '../../components/gestures/useSwipe.ts'
import { wrapIndex } from '../../lib/math/wrapIndex.ts'
import { useHydrated } from '../../lib/react/useHydrated.ts'
import { betweenTaps } from '../../lib/react/betweenTaps.ts'
import { fonts } from '../../theme/tokens.ts'

/**
 * The caption's face (the display serif in italic) is used nowhere else on the page, so the browser
 * fetched it in the tap that opened the lightbox and laid the dialog out around a font still loading:
 * 20–45 ms of layout at 4x CPU, against 2–16 with the face already there (docs/decisions/0023).
 */
const CAPTION_FACE = `italic 1rem ${fonts.display}`

type LightboxProps = {
  images: EventImage[]
  /** The open photo, or null when closed. */
  index: number | null
  /** The dialog's accessible name. */
  label: string
  onShow: (index: number) => void
  onClose: () => void
  /** Where focus goes back to once closed: the photo that opened it. */
  returnFocus: RefObject<HTMLElement | null>
}

export function Lightbox({ images, index, label, onShow, onClose, returnFocus }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const hydrated = useHydrated()
  const { onKeyDown } = useModalDialog(dialogRef, index !== null, onClose, returnFocus)
  const count = images.length
  const current = index ?? 0
  const step = (delta: number) => onShow(wrapIndex(current + delta, count))
  const swipe = useSwipe({ onNext: () => step(1), onPrevious: () => step(-1) })
  // The neighbours are fetched once the shown photo has painted: they are for the next tap, not this one.
  const [preloadedFor, setPreloadedFor] = useState<number | null>(null)
  useEffect(() => {
    if (index !== null) afterNextPaint(() => setPreloadedFor(index))
  }, [index])
  // Fetched between taps once the page is live, so the first opening lays out with it.
  useEffect(
    () =>
      betweenTaps(() => {
        if ('fonts' in document) document.fonts.load(CAPTION_FACE).catch(() => {})
      }),
    [],
  )

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const delta = { ArrowRight: 1, ArrowLeft: -1 }[event.key]
    if (delta && !event.altKey && !event.metaKey && !event.ctrlKey) {
      event.preventDefault()
      step(delta)
      return
    }
    onKeyDown(event)
  }

  const image = index === null ? undefined : images[index]
  const neighbours = [...new Set([wrapIndex(current - 1, count), wrapIndex(current + 1, count)])]
    .filter((at) => at !== current)
    .map((at) => images[at]!)
  // The dialog's frame is in the page while closed (a closed dialog is not drawn): opening it then
  // only fills in the photo, instead of creating every control and its styles inside the tap.
  const shown = image ?? images[0]
  if (!shown) return null

  return (
    <Dialog ref={dialogRef} data-lightbox aria-label={label} onKeyDown={handleKeyDown} onClose={onClose}>
      <TopBar>
        <Position aria-hidden="true">
          {current + 1} / {count}
        </Position>
        <p className="visually-hidden" aria-live="polite">
          {image ? `Photo ${current + 1} of ${count}: ${image.alt}` : null}
        </p>
        <IconButton type="button" aria-label="Close" data-autofocus onClick={onClose}>
          <LightboxIcon name="close" />
        </IconButton>
      </TopBar>
      {/*
        Not in the server's HTML: its `container-type` is CSS the HTML checker does not know yet
        (validHtml.spec.ts). Added, empty, once the page is live, so its styles are in the page
        before the first tap opens it (a style rule inserted in the tap restyles the page).
      */}
      {hydrated ? <Stage {...swipe}>{image ? <LightboxPhoto key={image._key} image={image} /> : null}</Stage> : null}
      <Footer>
        <StepButton type="button" $side="start" aria-label="Previous photo" onClick={() => step(-1)}>
          <LightboxIcon name="previous" />
        </StepButton>
        <Caption aria-hidden="true">{shown.alt}</Caption>
        <StepButton type="button" $side="end" aria-label="Next photo" onClick={() => step(1)}>
          <LightboxIcon name="next" />
        </StepButton>
      </Footer>
      {/* Fetched now, at the size the stage will ask for, so the next step is instant. */}
      {image && preloadedFor === index ? (
        <div hidden data-testid="lightbox-preload">
          {neighbours.map((neighbour) => (
            <SanityImage key={neighbour._key} image={neighbour} sizes={fitSizes(neighbour)} priority alt="" />
          ))}
        </div>
      ) : null}
    </Dialog>
  )
}
