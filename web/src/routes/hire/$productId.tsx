import { createFileRoute, notFound } from '@tanstack/react-router'
import { ProductNotFound, ProductPage } from '../../features/product/ProductPage.tsx'
import { productQueryOptions } from '../../features/product/productQueries.ts'
import { readDateParam } from '../../availability/calendarDay.ts'
import { cmsPage } from '../../lib/routing/cmsPage.ts'
import { searchValidator } from '../../lib/routing/searchParams.ts'
import { summarise } from '../../lib/seo/summarise.ts'

const page = cmsPage<{ productId: string }>(
  async ({ context: { queryClient }, params }) => {
    const product = await queryClient.ensureQueryData(productQueryOptions(params.productId))
    if (!product) throw notFound()
    const { id, name, description, price, category } = product
    return {
      title: `${name} | Equipment Hire | Amaranth Events`,
      description: summarise(description),
      shareImage: product.images[0],
      type: 'product',
      structuredData: {
        product: { id, name, description, price },
        breadcrumbs: {
          trail: [
            { name: 'Home', path: '/' },
            { name: 'Equipment Hire', path: '/hire-range' },
            ...(category ? [{ name: category.heading ?? '', path: `/${category.id}` }] : []),
          ],
          current: name,
        },
      },
    }
  },
  { notFoundHead: { title: 'Product Not Found | Amaranth Events', noindex: true } },
)

export const Route = createFileRoute('/hire/$productId')({
  validateSearch: searchValidator<{ date?: string }>({ date: readDateParam }),
  staticData: { pageName: 'product' },
  loader: page.loader,
  head: page.head,
  notFoundComponent: ProductNotFound,
  component: Page,
})

function Page() {
  const { productId } = Route.useParams()
  return <ProductPage productId={productId} />
}
