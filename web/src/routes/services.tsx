import { createFileRoute, notFound } from '@tanstack/react-router'
import { ServicesPage } from '../features/services/ServicesPage.tsx'
import { servicesPageQueryOptions } from '../features/services/servicesQueries.ts'
import { headMeta } from '../lib/content/headMeta.ts'

export const Route = createFileRoute('/services')({
  loader: async ({ context: { queryClient } }) => {
    const services = await queryClient.ensureQueryData(servicesPageQueryOptions())
    if (!services) throw notFound()
    return { seo: services.seo }
  },
  head: ({ loaderData }) => ({ meta: headMeta(loaderData?.seo) }),
  component: ServicesPage,
})
