import { storeProductsQuery } from '@amaranth/schemas/queries/pages'
import { cmsQueryOptions } from '../../lib/sanity/cmsQueryOptions.ts'

export const storeProductsQueryOptions = () => cmsQueryOptions('store-products', storeProductsQuery)
