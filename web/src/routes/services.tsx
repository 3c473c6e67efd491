import { createFileRoute, notFound } from '@tanstack/react-router'
import { ServicesPage } from '../features/services/ServicesPage.tsx'
import { servicesPageQueryOptions } from '../features/services/servicesQueries.ts'
import { pageHead } from '../lib/content/headMeta.ts'

export const Route = createFileRoute('/services')({
  loader: async ({ context: { queryClient } }) => {
    const services = await queryClient.ensureQueryData(servicesPageQueryOptions())
    if (!services) throw notFound()
    return { ...services.seo, shareImage: services.tabs?.[0]?.image }
  },
  head: ({ match, loaderData }) => pageHead(match, loaderData ?? {}),
  component: ServicesPage,
})
