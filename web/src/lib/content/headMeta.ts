type PageHead = { title?: string | null; description?: string | null } | null | undefined

/** A route's document title, description and Open Graph basics, exactly as staff wrote them in the CMS. */
export function headMeta(page: PageHead, fallbackTitle = 'Amaranth Events') {
  const title = page?.title || fallbackTitle
  return [
    { title },
    { property: 'og:title', content: title },
    ...(page?.description
      ? [
          { name: 'description', content: page.description },
          { property: 'og:description', content: page.description },
        ]
      : []),
  ]
}
