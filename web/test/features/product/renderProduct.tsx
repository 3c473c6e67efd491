import { Suspense } from 'react'
import { ProductPage } from '../../../src/features/product/ProductPage.tsx'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'

/** The product page at its own address, as the route renders it. */
export const renderProduct = (productId: string) =>
  renderWithProviders(
    <Suspense fallback="loading">
      <ProductPage productId={productId} />
    </Suspense>,
    { path: `/hire/${productId}` },
  )
