import { aboutPageQuery } from '@amaranth/schemas/queries/pages'
import { cmsQueryOptions } from '../../lib/sanity/cmsQueryOptions.ts'

export const aboutPageQueryOptions = () => cmsQueryOptions('about-page', aboutPageQuery)
