import { portfolioQuery } from '@amaranth/schemas/queries/portfolio'
import { cmsQueryOptions } from '../../lib/sanity/cmsQueryOptions.ts'

export const portfolioQueryOptions = () => cmsQueryOptions('portfolio', portfolioQuery)
