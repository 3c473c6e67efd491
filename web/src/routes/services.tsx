import { createFileRoute, notFound } from '@tanstack/react-router'
import { ServicesPage } from '../features/services/ServicesPage.tsx'
import { servicesPageQueryOptions } from '../features/services/servicesQueries.ts'
import { cmsPage } from '../lib/routing/cmsPage.ts'

const page = cmsPage(async ({ context: { queryClient } }) => {
  const services = await queryClient.ensureQueryData(servicesPageQueryOptions())
  if (!services) throw notFound()
  return { ...services.seo, shareImage: services.tabs?.[0]?.image }
})

export const Route = createFileRoute('/services')({
  staticData: { pageName: 'services' },
  loader: page.loader,
  head: page.head,
  component: ServicesPage,
})
