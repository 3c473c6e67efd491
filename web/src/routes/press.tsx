import { createFileRoute } from '@tanstack/react-router'
import { PressPage } from '../features/press/PressPage.tsx'
import { pressFeaturesQueryOptions } from '../features/press/pressQueries.ts'
import { metaPage } from '../lib/routing/cmsPage.ts'

const page = metaPage({ also: (queryClient) => queryClient.ensureQueryData(pressFeaturesQueryOptions()) })

export const Route = createFileRoute('/press')({
  staticData: { pageName: 'press' },
  loader: page.loader,
  head: page.head,
  component: PressPage,
})
