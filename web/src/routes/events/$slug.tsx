import { createFileRoute, notFound } from '@tanstack/react-router'
import { eventHead } from '../../features/event/eventHead.ts'
import { EventNotFound } from '../../features/event/EventNotFound.tsx'
import { EventPage } from '../../features/event/EventPage.tsx'
import { eventQueryOptions } from '../../features/event/eventQueries.ts'
import { eventSearchSchema } from '../../features/event/eventSearch.ts'
import { siteSettingsQueryOptions } from '../../lib/content/siteQueries.ts'
import { cmsPage } from '../../lib/routing/cmsPage.ts'

const page = cmsPage<{ slug: string }>(
  async ({ context: { queryClient }, params }) => {
    const [event, site] = await Promise.all([
      queryClient.ensureQueryData(eventQueryOptions(params.slug)),
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
    ])
    // An unknown event is a 404 for the server's response, and the not-found state on screen.
    if (!event) throw notFound()
    const trail = [
      { name: 'Home', path: '/' },
      { name: 'Portfolio', path: '/portfolio' },
    ]
    return {
      ...eventHead(event, site?.businessName ?? undefined),
      structuredData: { breadcrumbs: { trail, current: event.name } },
    }
  },
  { notFoundHead: { title: 'Event Not Found | Amaranth Events', noindex: true } },
)

export const Route = createFileRoute('/events/$slug')({
  staticData: { pageName: 'event-detail' },
  validateSearch: eventSearchSchema,
  loader: page.loader,
  head: page.head,
  notFoundComponent: EventNotFound,
  component: EventRoute,
})

function EventRoute() {
  const { slug } = Route.useParams()
  return <EventPage slug={slug} />
}
