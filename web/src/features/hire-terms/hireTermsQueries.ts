import { hireTermsPageQuery } from '@amaranth/schemas/queries/hire'
import { cmsQueryOptions } from '../../lib/sanity/cmsQueryOptions.ts'

export const hireTermsPageQueryOptions = () => cmsQueryOptions('hire-terms', hireTermsPageQuery)
