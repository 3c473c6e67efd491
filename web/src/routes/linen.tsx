import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '../features/hire-range/CollectionPage.tsx'
import { collectionPage, collectionSearch } from '../features/hire-range/collectionRoute.ts'

const page = collectionPage('linen')

export const Route = createFileRoute('/linen')({
  validateSearch: collectionSearch,
  staticData: { pageName: 'linen' },
  loader: page.loader,
  head: page.head,
  component: () => <CollectionPage categoryId="linen" />,
})
