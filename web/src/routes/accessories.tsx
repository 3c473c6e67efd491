import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '../features/hire-range/CollectionPage.tsx'
import { collectionPage, collectionSearch } from '../features/hire-range/collectionRoute.ts'

const page = collectionPage('accessories')

export const Route = createFileRoute('/accessories')({
  validateSearch: collectionSearch,
  staticData: { pageName: 'accessories' },
  loader: page.loader,
  head: page.head,
  component: () => <CollectionPage categoryId="accessories" />,
})
