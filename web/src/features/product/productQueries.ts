import { productQuery } from '@amaranth/schemas/queries/hire'
import type { ProductQueryResult } from '@amaranth/schemas/sanity.types'
import { cmsQueryOptions } from '../../lib/sanity/cmsQueryOptions.ts'

export type Product = NonNullable<ProductQueryResult>

export const productQueryOptions = (productId: string) => cmsQueryOptions('product', productQuery, { productId })
