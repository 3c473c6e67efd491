import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/**
 * The open photo lives in the URL (`?image=7`), so Back closes the lightbox and a shared link opens
 * straight onto the photo. Opening is a link in the grid, which pushes a history entry; stepping
 * between photos replaces it, so one Back always closes the lightbox instead of walking back
 * through every photo seen.
 */
export function useLightboxUrl(count: number) {
  const { image } = useSearch({ from: '/events/$slug' })
  const navigate = useNavigate({ from: '/events/$slug' })
  const router = useRouter()
  const index = image !== undefined && image <= count ? image - 1 : null

  // Whether the entry showing the lightbox is one we pushed (so closing can simply go back to the
  // grid) or one the visitor arrived on through a link (closing must stay on the site).
  const pushed = useRef(false)
  const closing = useRef(false)

  useEffect(() => {
    closing.current = false
    if (index === null) pushed.current = false
  }, [index])

  const go = (next: number | undefined, replace: boolean) =>
    navigate({ search: (prev) => ({ ...prev, image: next }), replace, resetScroll: false })

  return {
    index,
    /** A grid link was followed in this page: its entry sits on top of the grid's. */
    opening: () => {
      pushed.current = true
    },
    show: (at: number) => void go(at + 1, true),
    close: () => {
      // The dialog reports a close after every close, including ours: act once, and only while the
      // URL still has a photo open (read live: the dialog may report after the URL has moved on).
      if (router.state.location.search.image === undefined || closing.current) return
      closing.current = true
      if (pushed.current) router.history.back()
      else void go(undefined, true)
    },
  }
}
