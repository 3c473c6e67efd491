import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react'
import { afterNextPaint } from '../../lib/react/afterNextPaint.ts'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * Drives a native `<dialog>` as a real modal: `showModal()` puts it in the top layer and makes the
 * page behind it inert; Escape closes it; Tab wraps inside it (so focus never reaches the browser
 * chrome mid-cycle); the page behind cannot scroll; focus returns to `returnFocus` on close.
 * Spread the returned `onKeyDown` and `onClose` on the dialog.
 *
 * Opening paints first: the tap's frame draws the dialog over the page (`data-opening`, styled by
 * FullScreenDialog), and it becomes modal, focused and scroll-locking in the task after that paint.
 * `showModal()` makes every element of the page inert, a style recalculation of the whole page (60-150
 * ms at 4x CPU on a phone, the most of opening the menu or the lightbox), which the tap's answer no
 * longer waits for (docs/decisions/0023).
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onClose: () => void,
  returnFocus?: RefObject<HTMLElement | null>,
) {
  const wasOpen = useRef(false)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const closing = !open && wasOpen.current
    wasOpen.current = open
    if (closing) {
      if (dialog.open) dialog.close()
      returnFocus?.current?.focus()
    }
    if (!open || dialog.open) return
    dialog.setAttribute('data-opening', '')
    const root = document.documentElement
    const overflow = root.style.overflow
    let state: 'opening' | 'open' | 'gone' = 'opening'
    afterNextPaint(() => {
      if (state === 'gone') return
      state = 'open'
      dialog.showModal()
      dialog.removeAttribute('data-opening')
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
      root.style.overflow = 'hidden'
      root.toggleAttribute('data-modal', true)
    })
    return () => {
      if (state === 'open') {
        root.style.overflow = overflow
        root.removeAttribute('data-modal')
      }
      state = 'gone'
      dialog.removeAttribute('data-opening')
    }
  }, [open, dialogRef, returnFocus])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
      return
    }
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  // The native close (for example the browser's own Escape handling) keeps React state in step.
  return { onKeyDown, onClose }
}
