import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { useMatch, type AnyRoute } from '@tanstack/react-router'
import type { HeadMatch } from '../content/headMatch.ts'
import { pageHead, travellingHead, type PageHead } from '../content/headMeta.ts'
import { pageMetaQueryOptions } from '../content/siteQueries.ts'
import { stegaClean } from '../sanity/stegaClean.ts'
import { structuredDataJsonLd } from '../seo/structuredData.ts'

type LoaderArgs<TParams> = { context: { queryClient: QueryClient }; params: TParams; route: AnyRoute }

/**
 * The one convention for a route that shows a CMS page: `load` primes the queries the page reads
 * (the component then reads them with useSuspenseQuery) and returns the page's head as plain data,
 * which travels from the server to the browser with the loader's result. `notFoundHead` is the
 * head when `load` throws notFound().
 */
export function cmsPage<TParams = unknown>(
  load: (args: LoaderArgs<TParams>) => Promise<PageHead>,
  { notFoundHead = {} }: { notFoundHead?: PageHead } = {},
) {
  return {
    loader: async (args: LoaderArgs<TParams>) => ({ head: travellingHead(await load(args)) }),
    head: ({ match, loaderData }: { match: HeadMatch; loaderData?: { head: PageHead } }) => {
      // The head's text and URLs without the preview's stega (pageHead cleans its output too).
      const head = stegaClean(loaderData?.head ?? notFoundHead)
      return pageHead(match, { ...head, jsonLd: structuredDataJsonLd(match, head) })
    },
  }
}

/**
 * A page whose heading, intro, title and description staff edit in a pageMeta document, found by
 * the route's own path. `also` primes whatever else the page needs before it renders.
 */
export function metaPage({
  also,
  structuredData,
}: {
  also?: (queryClient: QueryClient) => Promise<unknown>
  structuredData?: PageHead['structuredData']
} = {}) {
  return cmsPage(async ({ context: { queryClient }, route }) => {
    const [meta] = await Promise.all([
      queryClient.ensureQueryData(pageMetaQueryOptions(route.fullPath)),
      also?.(queryClient),
    ])
    return { title: meta?.title, description: meta?.description, shareImage: meta?.shareImage, structuredData }
  })
}

/** The pageMeta of the route rendering this component (primed by `metaPage`'s loader). */
export function usePageMeta() {
  const { fullPath } = useMatch({ strict: false })
  return useSuspenseQuery(pageMetaQueryOptions(fullPath)).data
}
