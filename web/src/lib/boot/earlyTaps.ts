/**
 * Where the boot script (deferredBoot.ts) holds the buttons tapped before React has hydrated the
 * page, in the order they were tapped. The root replays them once the page is live, so a visitor who
 * taps Add to List while the JavaScript is still on its way loses nothing.
 */
export const EARLY_TAPS = '__amaranthEarlyTaps'

/** Set on <html> by the root once hydrated; the boot script stops holding taps from then on. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

type EarlyTapWindow = Window & typeof globalThis & { [EARLY_TAPS]?: Element[] }

/**
 * Marks the page hydrated and clicks again, in order, every button tapped before. A task later, not
 * now: components that read browser-only state (the saved list, `useHydrated`) re-render right after
 * the hydration commit, and a tap must meet the page as the visitor will see it (a button enabled,
 * "Update" rather than "Add" when the piece is already listed).
 */
export function markHydratedAndReplayTaps(win: EarlyTapWindow = window): void {
  win.document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true')
  const taps = win[EARLY_TAPS]?.splice(0) ?? []
  if (taps.length === 0) return
  win.setTimeout(() => {
    for (const tapped of taps) if (tapped.isConnected && tapped instanceof win.HTMLElement) tapped.click()
  })
}
