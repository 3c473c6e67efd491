/** @vitest-environment jsdom */
import { describe, expect, it } from 'vitest'
import { sitemapXml } from '../../src/server/seo/sitemapXml.ts'

describe('sitemapXml', () => {
  it('is well-formed sitemaps.org XML with absolute, escaped URLs and optional lastmod', () => {
    const xml = sitemapXml(
      [
        { path: '/', lastModified: '2026-11-01T10:00:00Z' },
        { path: '/events/a&b<c>', lastModified: null },
      ],
      'https://amaranth.example',
    )
    const doc = new DOMParser().parseFromString(xml, 'application/xml')
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    const urls = [...doc.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent,
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent,
    }))
    expect(urls).toEqual([
      { loc: 'https://amaranth.example/', lastmod: '2026-11-01T10:00:00Z' },
      { loc: 'https://amaranth.example/events/a&b%3Cc%3E', lastmod: undefined },
    ])
  })
})
