import { pageMetaQuery, siteSettingsQuery } from '@amaranth/schemas/queries/site'
import { cmsQueryOptions } from '../sanity/cmsQueryOptions.ts'

export const siteSettingsQueryOptions = () => cmsQueryOptions('site-settings', siteSettingsQuery)

/** Heading, intro, title and description of a route that is not a singleton page. */
export const pageMetaQueryOptions = (route: string) => cmsQueryOptions('page-meta', pageMetaQuery, { route })
