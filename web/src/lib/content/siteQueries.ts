import { pageMetaQuery, siteSettingsQuery } from '@amaranth/schemas/queries/site'
import { queryOptions } from '@tanstack/react-query'
import { sanityClient } from '../sanity/client.ts'

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'site-settings'],
    queryFn: ({ signal }) => sanityClient().fetch(siteSettingsQuery, {}, { signal }),
  })

/** Heading, intro, title and description of a route that is not a singleton page. */
export const pageMetaQueryOptions = (route: string) =>
  queryOptions({
    queryKey: ['cms', 'page-meta', route],
    queryFn: ({ signal }) => sanityClient().fetch(pageMetaQuery, { route }, { signal }),
  })
