import { describe, expect, it } from 'vitest'
import { breadcrumbsJsonLd } from '../../../src/lib/seo/jsonLd/breadcrumbs.ts'
import { jsonLdScript } from '../../../src/lib/seo/jsonLd/jsonLdScript.ts'
import { localBusinessJsonLd } from '../../../src/lib/seo/jsonLd/localBusiness.ts'
import { productJsonLd } from '../../../src/lib/seo/jsonLd/product.ts'
import { summarise } from '../../../src/lib/seo/summarise.ts'

const ORIGIN = 'https://amaranthevents.example'
/** What a search engine reads: the script's text parsed as JSON. */
const parsed = (data: Parameters<typeof jsonLdScript>[0]) => JSON.parse(jsonLdScript(data).children)

describe('jsonLdScript', () => {
  it('cannot be closed early by CMS text, and still parses to the same data', () => {
    const name = 'Chair </script><script>alert(1)</script> & <!-- co'
    const script = jsonLdScript({ '@type': 'Product', name })
    expect(script.type).toBe('application/ld+json')
    expect(script.children).not.toMatch(/[<>&]/)
    expect(JSON.parse(script.children)).toEqual({ '@context': 'https://schema.org', '@type': 'Product', name })
  })
})

describe('productJsonLd', () => {
  const base = { id: 'linen-1', name: 'Sage Linen Napkin', description: 'Soft sage napkin.' }
  const url = `${ORIGIN}/hire/linen-1`

  it('gives a single-price product one Offer in AUD with availability and URL', () => {
    const data = parsed(productJsonLd({ ...base, price: { amount: 1.5, variants: [] } }, url, `${ORIGIN}/i.jpg`))
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Sage Linen Napkin',
      sku: 'linen-1',
      image: `${ORIGIN}/i.jpg`,
    })
    expect(data.offers).toEqual({
      '@type': 'Offer',
      price: '1.50',
      priceCurrency: 'AUD',
      availability: 'https://schema.org/InStock',
      url,
    })
  })

  it('gives a product whose variants differ an AggregateOffer from lowest to highest', () => {
    const price = { amount: 10, variants: [{ amount: 10 }, { amount: 25 }, { amount: 18 }] }
    const data = parsed(productJsonLd({ ...base, price }, url))
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '10.00',
      highPrice: '25.00',
      offerCount: 3,
      priceCurrency: 'AUD',
    })
  })
})

describe('breadcrumbsJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    const data = parsed(
      breadcrumbsJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Portfolio', path: '/portfolio' },
          { name: 'Eliza & James', path: '/events/eliza-james-montville' },
        ],
        ORIGIN,
      ),
    )
    expect(data['@type']).toBe('BreadcrumbList')
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Portfolio', item: `${ORIGIN}/portfolio` },
      { '@type': 'ListItem', position: 3, name: 'Eliza & James', item: `${ORIGIN}/events/eliza-james-montville` },
    ])
  })
})

describe('localBusinessJsonLd', () => {
  it('is one LocalBusiness with an address and served area in each office city', () => {
    const site = {
      businessName: 'Amaranth Events',
      phone: '07 5550 1234',
      email: 'hello@amaranthevents.example',
      instagramUrl: 'https://www.instagram.com/amaranthevents.example',
      offices: [
        { city: 'Brisbane', region: 'QLD', country: 'AU' },
        { city: 'Perth', region: 'WA', country: 'AU' },
      ],
    }
    const data = parsed(localBusinessJsonLd(site, ORIGIN, `${ORIGIN}/i.jpg`))
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Amaranth Events',
      url: `${ORIGIN}/`,
      telephone: '07 5550 1234',
      email: 'hello@amaranthevents.example',
      image: `${ORIGIN}/i.jpg`,
      sameAs: [site.instagramUrl],
    })
    expect(data.address).toEqual([
      { '@type': 'PostalAddress', addressLocality: 'Brisbane', addressRegion: 'QLD', addressCountry: 'AU' },
      { '@type': 'PostalAddress', addressLocality: 'Perth', addressRegion: 'WA', addressCountry: 'AU' },
    ])
    expect(data.areaServed).toEqual([
      { '@type': 'City', name: 'Brisbane' },
      { '@type': 'City', name: 'Perth' },
    ])
  })
})

describe('summarise', () => {
  it('keeps a short description whole and trims a long one at a word', () => {
    expect(summarise('  An intimate   sunset ceremony. ')).toBe('An intimate sunset ceremony.')
    expect(summarise('one two three four', 12)).toBe('one two…')
  })
})
