import { createFileRoute, notFound } from '@tanstack/react-router'
import { ProductNotFound, ProductPage } from '../../features/product/ProductPage.tsx'
import { productQueryOptions } from '../../features/product/productQueries.ts'
import { headMeta } from '../../lib/content/headMeta.ts'

export const Route = createFileRoute('/hire/$productId')({
  loader: async ({ context: { queryClient }, params }) => {
    const product = await queryClient.ensureQueryData(productQueryOptions(params.productId))
    if (!product) throw notFound()
    return { product }
  },
  head: ({ loaderData }) => ({
    meta: loaderData
      ? headMeta({
          title: `${loaderData.product.name} | Equipment Hire | Amaranth Events`,
          description: loaderData.product.description,
        })
      : [{ title: 'Product Not Found | Amaranth Events' }, { name: 'robots', content: 'noindex' }],
  }),
  notFoundComponent: ProductNotFound,
  component: Page,
})

function Page() {
  const { productId } = Route.useParams()
  return <ProductPage productId={productId} />
}
