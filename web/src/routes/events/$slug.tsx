import { createFileRoute, notFound } from '@tanstack/react-router'
import { eventHead } from '../../features/event/eventHead.ts'
import { EventNotFound } from '../../features/event/EventNotFound.tsx'
import { EventPage } from '../../features/event/EventPage.tsx'
import { eventQueryOptions } from '../../features/event/eventQueries.ts'
import { eventSearchSchema } from '../../features/event/eventSearch.ts'
import { pageHead } from '../../lib/content/headMeta.ts'
import { siteSettingsQueryOptions } from '../../lib/content/siteQueries.ts'
import { breadcrumbsJsonLd } from '../../lib/seo/jsonLd/breadcrumbs.ts'

export const Route = createFileRoute('/events/$slug')({
  validateSearch: eventSearchSchema,
  loader: async ({ context: { queryClient }, params }) => {
    const [event, site] = await Promise.all([
      queryClient.ensureQueryData(eventQueryOptions(params.slug)),
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
    ])
    // An unknown event is a 404 for the server's response, and the not-found state on screen.
    if (!event) throw notFound()
    return { head: eventHead(event, site?.businessName ?? undefined), name: event.name }
  },
  head: ({ match, loaderData }) => {
    if (!loaderData) return pageHead(match, { title: 'Event Not Found | Amaranth Events', noindex: true })
    const crumbs = [
      { name: 'Home', path: '/' },
      { name: 'Portfolio', path: '/portfolio' },
      { name: loaderData.name, path: match.pathname },
    ]
    return pageHead(match, { ...loaderData.head, jsonLd: (origin) => [breadcrumbsJsonLd(crumbs, origin)] })
  },
  notFoundComponent: EventNotFound,
  component: EventRoute,
})

function EventRoute() {
  const { slug } = Route.useParams()
  return <EventPage slug={slug} />
}
