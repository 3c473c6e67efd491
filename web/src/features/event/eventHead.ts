import type { PageHead } from '../../lib/content/headMeta.ts'
import { summarise } from '../../lib/seo/summarise.ts'
import type { PortfolioEventDetail } from './eventQueries.ts'

/** The event page's title, description and sharing image (the cover, else the first photograph). */
export function eventHead(event: PortfolioEventDetail, businessName = 'Amaranth Events') {
  return {
    title: `${event.name} | ${businessName}`,
    description: summarise(event.description),
    shareImage: event.coverImage ?? event.images[0],
    type: 'article',
  } satisfies PageHead
}
