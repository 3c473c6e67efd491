import { servicesPageQuery } from '@amaranth/schemas/queries/pages'
import { queryOptions } from '@tanstack/react-query'
import { sanityClient } from '../../lib/sanity/client.ts'

export const servicesPageQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'services-page'],
    queryFn: ({ signal }) => sanityClient().fetch(servicesPageQuery, {}, { signal }),
  })
