import { createFileRoute, notFound } from '@tanstack/react-router'
import { ProductNotFound, ProductPage } from '../../features/product/ProductPage.tsx'
import { productQueryOptions } from '../../features/product/productQueries.ts'
import { pageHead } from '../../lib/content/headMeta.ts'
import { breadcrumbsJsonLd } from '../../lib/seo/jsonLd/breadcrumbs.ts'
import { productJsonLd } from '../../lib/seo/jsonLd/product.ts'
import { shareImage } from '../../lib/seo/shareImage.ts'
import { absoluteUrl } from '../../lib/seo/siteOrigin.ts'
import { summarise } from '../../lib/seo/summarise.ts'

export const Route = createFileRoute('/hire/$productId')({
  loader: async ({ context: { queryClient }, params }) => {
    const product = await queryClient.ensureQueryData(productQueryOptions(params.productId))
    if (!product) throw notFound()
    return { product }
  },
  head: ({ match, loaderData }) => {
    if (!loaderData) return pageHead(match, { title: 'Product Not Found | Amaranth Events', noindex: true })
    const { product } = loaderData
    const crumbs = [
      { name: 'Home', path: '/' },
      { name: 'Equipment Hire', path: '/hire-range' },
      ...(product.category ? [{ name: product.category.heading ?? '', path: `/${product.category.id}` }] : []),
      { name: product.name, path: match.pathname },
    ]
    return pageHead(match, {
      title: `${product.name} | Equipment Hire | Amaranth Events`,
      description: summarise(product.description),
      shareImage: product.images[0],
      type: 'product',
      jsonLd: (origin) => [
        productJsonLd(product, absoluteUrl(match.pathname, origin), shareImage(product.images[0], origin)?.url),
        breadcrumbsJsonLd(crumbs, origin),
      ],
    })
  },
  notFoundComponent: ProductNotFound,
  component: Page,
})

function Page() {
  const { productId } = Route.useParams()
  return <ProductPage productId={productId} />
}
