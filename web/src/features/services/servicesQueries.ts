import { servicesPageQuery } from '@amaranth/schemas/queries/pages'
import { cmsQueryOptions } from '../../lib/sanity/cmsQueryOptions.ts'

export const servicesPageQueryOptions = () => cmsQueryOptions('services-page', servicesPageQuery)
