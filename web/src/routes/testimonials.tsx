import { createFileRoute } from '@tanstack/react-router'
import { TestimonialsPage } from '../features/testimonials/TestimonialsPage.tsx'
import { testimonialsQueryOptions } from '../features/testimonials/testimonialsQueries.ts'
import { pageHead } from '../lib/content/headMeta.ts'
import { pageMetaQueryOptions } from '../lib/content/siteQueries.ts'

export const Route = createFileRoute('/testimonials')({
  loader: async ({ context: { queryClient } }) => {
    const [meta] = await Promise.all([
      queryClient.ensureQueryData(pageMetaQueryOptions('/testimonials')),
      queryClient.ensureQueryData(testimonialsQueryOptions()),
    ])
    return { meta }
  },
  head: ({ match, loaderData }) => pageHead(match, loaderData?.meta ?? {}),
  component: TestimonialsPage,
})
