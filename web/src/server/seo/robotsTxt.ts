/**
 * Everything is crawlable but the form API and the embedded lake's query API. The lake's images
 * and files stay allowed: link previews and image search fetch them (og:image points there).
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /cms/',
    'Allow: /cms/images/',
    'Allow: /cms/files/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
