import { eventQuery } from '@amaranth/schemas/queries/portfolio'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { sanityClient } from '../../lib/sanity/client.ts'

const eventQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['cms', 'event', slug],
    queryFn: ({ signal }) => sanityClient().fetch(eventQuery, { slug }, { signal }),
  })

export const Route = createFileRoute('/events/$slug')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(eventQueryOptions(params.slug)),
  component: EventPage,
})

function EventPage() {
  const { slug } = Route.useParams()
  const { data: event } = useSuspenseQuery(eventQueryOptions(slug))
  return <PageIntro heading={event?.name ?? 'Event'} intro={event?.description} />
}
