import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '../features/hire-range/CollectionPage.tsx'
import { collectionHead, loadCollection } from '../features/hire-range/collectionRoute.ts'

export const Route = createFileRoute('/linen')({
  loader: ({ context: { queryClient } }) => loadCollection(queryClient, 'linen'),
  head: ({ match, loaderData }) => collectionHead(match, loaderData),
  component: () => <CollectionPage categoryId="linen" />,
})
