import { createFileRoute } from '@tanstack/react-router'
import { LinkExpiredPage, type LinkExpiredSearch } from '../features/store/LinkExpiredPage.tsx'
import { cmsPage } from '../lib/routing/cmsPage.ts'

const page = cmsPage(async () => ({
  title: 'Download Link Ended | Amaranth Events',
  description: 'Ask for a fresh download link for your guide.',
  noindex: true,
}))

/** /store/link-expired: where GET /api/downloads/{token} sends an expired or used-up link. */
export const Route = createFileRoute('/store_/link-expired')({
  staticData: { pageName: 'store' },
  validateSearch: (search: Record<string, unknown>): LinkExpiredSearch => ({
    reason:
      search.reason === 'used' || search.reason === 'expired' || search.reason === 'refunded'
        ? search.reason
        : undefined,
    link: typeof search.link === 'string' && search.link.length <= 200 ? search.link : undefined,
    sent: search.sent === 1 || search.sent === '1' || search.sent === true ? true : undefined,
  }),
  loader: page.loader,
  head: page.head,
  component: LinkExpiredRoute,
})

function LinkExpiredRoute() {
  return <LinkExpiredPage search={Route.useSearch()} />
}
