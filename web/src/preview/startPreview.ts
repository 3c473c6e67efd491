import { enableVisualEditing } from '@sanity/visual-editing'
import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import type { AppSanityClient } from '../lib/sanity/client.ts'
import { previewQueryClient } from './previewQueryClient.ts'
import { routerHistoryAdapter } from './routerHistory.ts'

export type PreviewHost = {
  router: AnyRouter
  queryClient: QueryClient
  /** The app's CMS client, read and replaced (lib/sanity/client.ts). */
  sanityClient: () => AppSanityClient
  setSanityClient: (client: AppSanityClient) => void
}

/** The server's preview bar (server/preview/previewPages.ts): its exit link returns to the current page. */
const exitLink = () => document.querySelector<HTMLAnchorElement>('[data-preview-bar] a')

/**
 * Everything the browser does in preview, loaded only when the server says the page is one (the root
 * route imports it dynamically and hands it what it needs, so this module shares no code with the
 * public bundle but the libraries): queries read drafts through the server, and the Studio's
 * Presentation tool gets visual editing (click-to-edit overlays from the stega-encoded strings), our
 * router's location, and a refresh that refetches the CMS queries when a draft changes.
 * Returns the function that stops it all.
 */
export function startPreview({ router, queryClient, sanityClient, setSanityClient }: PreviewHost): () => void {
  setSanityClient(previewQueryClient(sanityClient()))
  const disableVisualEditing = enableVisualEditing({
    history: routerHistoryAdapter(router),
    refresh: () => queryClient.invalidateQueries({ queryKey: ['cms'] }),
  })
  const stopFollowingExit = router.subscribe('onResolved', ({ toLocation }) => {
    exitLink()?.setAttribute('href', `/api/preview/disable?redirect=${encodeURIComponent(toLocation.href)}`)
  })
  return () => {
    disableVisualEditing()
    stopFollowingExit()
  }
}
