import { pressPageQuery } from '@amaranth/schemas/queries/pages'
import { cmsQueryOptions } from '../../lib/sanity/cmsQueryOptions.ts'

export const pressFeaturesQueryOptions = () => cmsQueryOptions('press-features', pressPageQuery)
