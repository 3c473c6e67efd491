import { testimonialsPageQuery } from '@amaranth/schemas/queries/pages'
import { cmsQueryOptions } from '../../lib/sanity/cmsQueryOptions.ts'

export const testimonialsQueryOptions = () => cmsQueryOptions('testimonials', testimonialsPageQuery)
