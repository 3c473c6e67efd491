import { eventQuery } from '@amaranth/schemas/queries/portfolio'
import type { EventQueryResult } from '@amaranth/schemas/sanity.types'
import { queryOptions } from '@tanstack/react-query'
import { sanityClient } from '../../lib/sanity/client.ts'

export type PortfolioEventDetail = NonNullable<EventQueryResult>
export type EventImage = PortfolioEventDetail['images'][number]

export const eventQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['cms', 'event', slug],
    queryFn: ({ signal }) => sanityClient().fetch(eventQuery, { slug }, { signal }),
  })
