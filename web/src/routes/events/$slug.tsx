import { createFileRoute, notFound } from '@tanstack/react-router'
import { eventHead, eventMeta } from '../../features/event/eventHead.ts'
import { EventNotFound } from '../../features/event/EventNotFound.tsx'
import { EventPage } from '../../features/event/EventPage.tsx'
import { eventQueryOptions } from '../../features/event/eventQueries.ts'
import { eventSearchSchema } from '../../features/event/eventSearch.ts'
import { siteSettingsQueryOptions } from '../../lib/content/siteQueries.ts'

export const Route = createFileRoute('/events/$slug')({
  validateSearch: eventSearchSchema,
  loader: async ({ context: { queryClient }, params }) => {
    const [event, site] = await Promise.all([
      queryClient.ensureQueryData(eventQueryOptions(params.slug)),
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
    ])
    // An unknown event is a 404 for the server's response, and the not-found state on screen.
    if (!event) throw notFound()
    return { head: eventHead(event, site?.businessName) }
  },
  head: ({ loaderData }) => ({ meta: eventMeta(loaderData?.head) }),
  notFoundComponent: EventNotFound,
  component: EventRoute,
})

function EventRoute() {
  const { slug } = Route.useParams()
  return <EventPage slug={slug} />
}
