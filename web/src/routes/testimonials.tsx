import { createFileRoute } from '@tanstack/react-router'
import { TestimonialsPage } from '../features/testimonials/TestimonialsPage.tsx'
import { testimonialsQueryOptions } from '../features/testimonials/testimonialsQueries.ts'
import { metaPage } from '../lib/routing/cmsPage.ts'

const page = metaPage({ also: (queryClient) => queryClient.ensureQueryData(testimonialsQueryOptions()) })

export const Route = createFileRoute('/testimonials')({
  staticData: { pageName: 'testimonials' },
  loader: page.loader,
  head: page.head,
  component: TestimonialsPage,
})
