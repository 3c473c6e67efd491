import { testimonialsPageQuery } from '@amaranth/schemas/queries/pages'
import { queryOptions } from '@tanstack/react-query'
import { sanityClient } from '../../lib/sanity/client.ts'

export const testimonialsQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'testimonials'],
    queryFn: ({ signal }) => sanityClient().fetch(testimonialsPageQuery, {}, { signal }),
  })
