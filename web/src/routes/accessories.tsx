import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '../features/catalogue/CollectionPage.tsx'
import { collectionHead, loadCollection } from '../features/catalogue/collectionRoute.ts'

export const Route = createFileRoute('/accessories')({
  loader: ({ context: { queryClient } }) => loadCollection(queryClient, 'accessories'),
  head: ({ loaderData }) => ({ meta: collectionHead(loaderData) }),
  component: () => <CollectionPage categoryId="accessories" />,
})
