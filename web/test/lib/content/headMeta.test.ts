import { QueryClient } from '@tanstack/react-query'
import { beforeAll, describe, expect, it } from 'vitest'
import type { HeadMatch } from '../../../src/lib/content/headMatch.ts'
import { pageHead, siteDefaults, siteHead } from '../../../src/lib/content/headMeta.ts'
import { cmsPage } from '../../../src/lib/routing/cmsPage.ts'
import { siteSettingsQueryOptions } from '../../../src/lib/content/siteQueries.ts'
import { setSanityClient } from '../../../src/lib/sanity/client.ts'
import { sanityTarget } from '../../../src/lib/sanity/config.ts'
import { createSanityClient } from '../../../src/lib/sanity/createSanityClient.ts'

const image = {
  alt: 'A long table under the trees',
  crop: null,
  hotspot: null,
  asset: { _id: 'image-0636598a3354b985a6e2e5f21ef712268012aa51-1600x1067-jpg', width: 1600, height: 1067, lqip: null },
}

/** A route match as `head` receives it, with site settings already loaded by the root route. */
function matchFor(pathname: string, publicOrigin?: string): HeadMatch {
  const queryClient = new QueryClient()
  queryClient.setQueryData(siteSettingsQueryOptions().queryKey, {
    businessName: 'Amaranth Events',
    siteUrl: 'https://amaranthevents.example',
    defaultDescription: 'Boutique wedding planning in Brisbane and Perth.',
    shareImage: image,
  } as never)
  return { pathname, context: { queryClient, publicOrigin } }
}

const content = (head: { meta: object[] }, key: 'name' | 'property', value: string) =>
  head.meta
    .filter((tag) => (tag as Record<string, string>)[key] === value)
    .map((tag) => (tag as { content: string }).content)

beforeAll(() => {
  // The embedded lake, whose image URLs are relative (/cms/images/…) until the head makes them absolute.
  setSanityClient(createSanityClient(sanityTarget({}, 'http://localhost:4307')))
})

describe('pageHead', () => {
  it('builds title, description, canonical, og:url and og:type on the CMS site address', () => {
    const head = pageHead(matchFor('/about'), { title: 'About Us | Amaranth', description: 'Our story.' })
    expect(head.meta).toContainEqual({ title: 'About Us | Amaranth' })
    expect(content(head, 'property', 'og:title')).toEqual(['About Us | Amaranth'])
    expect(content(head, 'name', 'description')).toEqual(['Our story.'])
    expect(content(head, 'property', 'og:description')).toEqual(['Our story.'])
    expect(content(head, 'property', 'og:type')).toEqual(['website'])
    expect(content(head, 'property', 'og:url')).toEqual(['https://amaranthevents.example/about'])
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://amaranthevents.example/about' }])
    expect(content(head, 'name', 'robots')).toEqual([])
  })

  it('prefers PUBLIC_SITE_URL, never the host the page was served from', () => {
    const head = pageHead(matchFor('/hire/linen-1', 'https://staging.amaranth.test'), {
      shareImage: image,
      type: 'product',
    })
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://staging.amaranth.test/hire/linen-1' }])
    const [url] = content(head, 'property', 'og:image')
    expect(url).toMatch(
      /^https:\/\/staging\.amaranth\.test\/cms\/images\/embedded\/production\/0636598a3354b985a6e2e5f21ef712268012aa51-1600x1067\.jpg\?.*w=1200&h=630/,
    )
    expect(url).not.toContain('localhost')
    expect(content(head, 'property', 'og:image:width')).toEqual(['1200'])
    expect(content(head, 'property', 'og:image:height')).toEqual(['630'])
    expect(content(head, 'property', 'og:image:alt')).toEqual([image.alt])
    expect(content(head, 'property', 'og:type')).toEqual(['product'])
  })

  it('marks a page noindex without a canonical URL or structured data', () => {
    const head = pageHead(matchFor('/hire/nope'), {
      title: 'Product Not Found',
      noindex: true,
      jsonLd: () => [{ '@type': 'Product' }],
    })
    expect(content(head, 'name', 'robots')).toEqual(['noindex'])
    expect(head.links).toEqual([])
    expect(head.scripts).toEqual([])
    expect(content(head, 'property', 'og:url')).toEqual([])
  })

  it('renders structured data built on the public origin as ld+json scripts', () => {
    const head = pageHead(matchFor('/'), { jsonLd: (origin) => [{ '@type': 'WebSite', url: `${origin}/` }] })
    expect(head.scripts).toHaveLength(1)
    expect(head.scripts[0]!.type).toBe('application/ld+json')
    expect(JSON.parse(head.scripts[0]!.children)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      url: 'https://amaranthevents.example/',
    })
  })

  it('leaves out canonical and absolute URLs when no site address is known', () => {
    const match = { pathname: '/about', context: { queryClient: new QueryClient() } }
    const head = pageHead(match, { title: 'About', shareImage: image, jsonLd: () => [{ '@type': 'Thing' }] })
    expect(head.links).toEqual([])
    expect(head.scripts).toEqual([])
    expect(content(head, 'property', 'og:image')).toEqual([])
  })
})

describe('siteHead', () => {
  it('gives every route the site name, default description, a large Twitter card and the default image', () => {
    const match = matchFor('/')
    const site = match.context.queryClient.getQueryData(siteSettingsQueryOptions().queryKey)
    const meta = { meta: siteHead(match, site) }
    expect(meta.meta).toContainEqual({ title: 'Amaranth Events' })
    expect(content(meta, 'property', 'og:site_name')).toEqual(['Amaranth Events'])
    expect(content(meta, 'name', 'twitter:card')).toEqual(['summary_large_image'])
    expect(content(meta, 'name', 'description')).toEqual(['Boutique wedding planning in Brisbane and Perth.'])
    expect(content(meta, 'property', 'og:image')[0]).toMatch(/^https:\/\/amaranthevents\.example\/cms\/images\//)
    expect(content(meta, 'property', 'og:image:alt')).toEqual([image.alt])
  })
})

describe('what a head carries in the page', () => {
  // A photograph as the image component's projection has it: placeholder, size and a crop.
  const photograph = {
    alt: 'Blush roses in a low centrepiece',
    crop: { top: 0.1, bottom: 0, left: 0, right: 0.2 },
    hotspot: { x: 0.4, y: 0.5, width: 0.3, height: 0.3 },
    asset: { ...image.asset, lqip: 'data:image/jpeg;base64,/9j/2wBDABQODxIPDRQSEBIXFRQYHjIhHhwcHj0sLiQySUBMS0dA' },
  }
  const settings = {
    businessName: 'Amaranth Events',
    siteUrl: 'https://amaranthevents.example',
    defaultDescription: 'Boutique wedding planning in Brisbane and Perth.',
    shareImage: photograph,
    instagramImages: [photograph, photograph],
    footerBlurb: 'We design celebrations with warmth.',
  }

  it("the root's loader data is the site name, description and share image, without its placeholder", () => {
    const defaults = siteDefaults(settings)
    expect(Object.keys(defaults!).sort()).toEqual(['businessName', 'defaultDescription', 'shareImage'])
    expect(JSON.stringify(defaults)).not.toMatch(/lqip|"width":1600|instagram/)
    // The preview image is the same, crop and hotspot included.
    const match = matchFor('/')
    expect(siteHead(match, defaults)).toEqual(siteHead(match, settings))
    expect(siteDefaults(null)).toBeNull()
  })

  it("a CMS page's loader returns its share image without placeholder or sizes, and the same head", async () => {
    const page = cmsPage(async () => ({ title: 'Eliza & James', shareImage: photograph, type: 'article' }))
    const loaded = await page.loader({} as never)
    expect(JSON.stringify(loaded)).not.toMatch(/lqip|"width":1600/)
    const match = matchFor('/events/eliza-james-montville')
    expect(page.head({ match, loaderData: loaded })).toEqual(
      page.head({ match, loaderData: { head: { title: 'Eliza & James', shareImage: photograph, type: 'article' } } }),
    )
  })
})
