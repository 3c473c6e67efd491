import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '../features/hire-range/CollectionPage.tsx'
import { collectionPage, collectionSearch } from '../features/hire-range/collectionRoute.ts'

const page = collectionPage('styling-furniture')

export const Route = createFileRoute('/styling-furniture')({
  validateSearch: collectionSearch,
  staticData: { pageName: 'styling-furniture' },
  loader: page.loader,
  head: page.head,
  component: () => <CollectionPage categoryId="styling-furniture" />,
})
