import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { afterNextPaint } from '../../lib/react/afterNextPaint.ts'

/** No photo asked for ahead of the URL: the URL's photo shows. */
const FOLLOW_URL = undefined

/**
 * The open photo lives in the URL (`?image=7`), so Back closes the lightbox and a shared link opens
 * straight onto the photo. Opening pushes a history entry; stepping between photos replaces it, so
 * one Back always closes the lightbox instead of walking back through every photo seen.
 *
 * A tap shows its photo (or closes) from local state at once and writes the URL in a task after the
 * next paint: a router navigation re-renders the event page, and done inside the tap it was most of
 * the tap's time to paint (docs/decisions/0023). The local choice gives way once the URL holds it.
 */
export function useLightboxUrl(count: number) {
  const { image } = useSearch({ from: '/events/$slug' })
  const navigate = useNavigate({ from: '/events/$slug' })
  const router = useRouter()
  const inUrl = image !== undefined && image <= count ? image - 1 : null
  const [chosen, setChosen] = useState<number | null | typeof FOLLOW_URL>(FOLLOW_URL)
  const index = chosen === FOLLOW_URL ? inUrl : chosen

  // Whether the entry showing the lightbox is one we pushed (so closing can simply go back to the
  // grid) or one the visitor arrived on through a link (closing must stay on the site).
  const pushed = useRef(false)
  // The photo the last tap asked the URL for, until the URL holds it.
  const awaited = useRef<number | null | typeof FOLLOW_URL>(FOLLOW_URL)

  useEffect(() => {
    if (inUrl === null) pushed.current = false
    // The URL has caught up with the taps (or the visitor moved through history): it leads again.
    // A URL on its way to a later tap's photo (two quick steps) keeps that tap's photo showing.
    if (awaited.current === FOLLOW_URL || awaited.current === inUrl) {
      awaited.current = FOLLOW_URL
      setChosen(FOLLOW_URL)
    }
  }, [inUrl])

  /** Shows `next` now; the URL follows after the paint (`push` for opening, else replace). */
  const choose = (next: number | null, write: () => void) => {
    if (next === index) return
    setChosen(next)
    awaited.current = next
    afterNextPaint(write)
  }
  /** Writes `next` into the URL: pushed when opening from the grid, replaced otherwise. */
  const writeUrl = (next: number | null, replace: boolean) => () =>
    void navigate({
      search: (prev) => ({ ...prev, image: next === null ? undefined : next + 1 }),
      replace,
      resetScroll: false,
    })

  return {
    index,
    /** A grid photo was tapped in this page: its entry goes on top of the grid's. */
    open: (at: number) => {
      pushed.current = true
      choose(at, writeUrl(at, false))
    },
    show: (at: number) => choose(at, writeUrl(at, true)),
    close: () => {
      // The dialog reports a close after every close, including ours (rendered closed by then): act once.
      if (index === null) return
      choose(null, pushed.current ? () => router.history.back() : writeUrl(null, true))
    },
  }
}
