import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '../features/hire-range/CollectionPage.tsx'
import { collectionPage, collectionSearch } from '../features/hire-range/collectionRoute.ts'

const page = collectionPage('catering-tableware')

export const Route = createFileRoute('/catering-tableware')({
  validateSearch: collectionSearch,
  staticData: { pageName: 'catering-tableware' },
  loader: page.loader,
  head: page.head,
  component: () => <CollectionPage categoryId="catering-tableware" />,
})
