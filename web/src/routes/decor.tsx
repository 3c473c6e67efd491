import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '../features/hire-range/CollectionPage.tsx'
import { collectionPage, collectionSearch } from '../features/hire-range/collectionRoute.ts'

const page = collectionPage('decor')

export const Route = createFileRoute('/decor')({
  validateSearch: collectionSearch,
  staticData: { pageName: 'decor' },
  loader: page.loader,
  head: page.head,
  component: () => <CollectionPage categoryId="decor" />,
})
