export type SitemapPage = { path: string; lastModified?: string | null }

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)

/** The sitemaps.org document: one absolute URL per page, with the CMS's last edit when it has one. */
export function sitemapXml(pages: SitemapPage[], origin: string): string {
  const urls = pages.map(({ path, lastModified }) => {
    const loc = `<loc>${xml(new URL(path, origin).href)}</loc>`
    const lastmod = lastModified ? `<lastmod>${xml(lastModified)}</lastmod>` : ''
    return `  <url>${loc}${lastmod}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
