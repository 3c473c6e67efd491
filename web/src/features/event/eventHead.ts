import { headMeta } from '../../lib/content/headMeta.ts'
import { sanityClient } from '../../lib/sanity/client.ts'
import { imageBuilder, type SanityImageSource } from '../../lib/sanity/image.ts'
import type { CmsImage } from '../../components/media/SanityImage.tsx'
import type { PortfolioEventDetail } from './eventQueries.ts'

/** The size link previews ask for (Open Graph's recommended 1.91:1). */
const SHARE = { width: 1200, height: 630 }
/** Search results show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160

export type EventHead = {
  title: string
  description: string
  image: { url: string; width: number; height: number; alt: string } | null
}

/** A description cut at a word boundary to fit previews, with an ellipsis when cut. */
export function summarise(text: string, max = DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.—-]+$/, '')}…`
}

/**
 * Crawlers need an absolute URL. Sanity's CDN URLs are absolute already; the embedded lake's are
 * relative (/cms/images/…), on the origin the client talks to, which is the site's own.
 */
function shareImage(image: CmsImage | undefined): EventHead['image'] {
  if (!image?.asset) return null
  const url = imageBuilder()
    .image(image as SanityImageSource)
    .width(SHARE.width)
    .height(SHARE.height)
    .fit('crop')
    .format('jpg')
    .quality(80)
    .url()
  return { url: new URL(url, sanityClient().config().apiHost).href, ...SHARE, alt: image.alt ?? '' }
}

export function eventHead(event: PortfolioEventDetail, businessName = 'Amaranth Events'): EventHead {
  return {
    title: `${event.name} | ${businessName}`,
    description: summarise(event.description),
    image: shareImage(event.coverImage ?? event.images[0]),
  }
}

/** The event page's title, description and link-preview tags. */
export function eventMeta(head: EventHead | undefined) {
  if (!head) return headMeta(null)
  const image = head.image
  return [
    ...headMeta(head),
    { property: 'og:type', content: 'article' },
    ...(image
      ? [
          { property: 'og:image', content: image.url },
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
          { property: 'og:image:alt', content: image.alt },
          { name: 'twitter:card', content: 'summary_large_image' },
        ]
      : []),
  ]
}
