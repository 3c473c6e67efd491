import { eventQuery } from '@amaranth/schemas/queries/portfolio'
import type { EventQueryResult } from '@amaranth/schemas/sanity.types'
import { cmsQueryOptions } from '../../lib/sanity/cmsQueryOptions.ts'

export type PortfolioEventDetail = NonNullable<EventQueryResult>
export type EventImage = PortfolioEventDetail['images'][number]

export const eventQueryOptions = (slug: string) => cmsQueryOptions('event', eventQuery, { slug })
