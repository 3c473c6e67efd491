import { homePageQuery } from '@amaranth/schemas/queries/pages'
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { cmsQueryOptions } from '../../lib/sanity/cmsQueryOptions.ts'

export const homePageQueryOptions = () => cmsQueryOptions('home-page', homePageQuery)

/** Home's content, primed for the page, and its head: for Home and every unmatched path (which shows Home). */
export async function loadHomePage(queryClient: QueryClient) {
  const home = await queryClient.ensureQueryData(homePageQueryOptions())
  if (!home) throw notFound()
  return { ...home.seo }
}
