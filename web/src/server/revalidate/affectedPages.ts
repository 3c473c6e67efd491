/**
 * Which pages show a document, for POST /api/revalidate: a published change drops exactly these from
 * the HTML cache. Read from the webhook's projection (docs/operations.md, "Publish goes live at once"), whose
 * fields are the document's after the change, with `before` its fields before (a renamed slug, a
 * product moved to another collection, a deletion: the old page goes too).
 */
export type DocumentFields = {
  productId?: string | null
  slug?: string | null
  route?: string | null
  categoryId?: string | null
  placements?: string[] | null
}
export type ChangedDocument = DocumentFields & { _id: string; _type: string; before?: DocumentFields | null }

/** Every page: site settings are on all of them (header, footer, head). */
export const EVERY_PAGE = '*'

/** The page a document is itself shown on, if it has one. */
const OWN_PAGE: Record<string, (doc: DocumentFields) => string | null | undefined> = {
  product: (doc) => doc.productId && `/hire/${doc.productId}`,
  category: (doc) => doc.categoryId && `/${doc.categoryId}`,
  portfolioEvent: (doc) => doc.slug && `/events/${doc.slug}`,
  homePage: () => '/',
  aboutPage: () => '/about',
  servicesPage: () => '/services',
  hireTerms: () => '/hire-terms',
  pageMeta: (doc) => doc.route,
}

const TESTIMONIAL_PAGES: Record<string, string> = { home: '/', services: '/services', testimonials: '/testimonials' }

/** The pages that list documents of a type, beside each one's own page. */
const LISTED_ON: Record<string, (doc: DocumentFields) => (string | null | undefined)[]> = {
  // A product: its collection (the category page) and the hire range.
  product: (doc) => [doc.categoryId && `/${doc.categoryId}`, '/hire-range'],
  category: () => ['/hire-range'],
  portfolioEvent: () => ['/portfolio'],
  testimonial: (doc) => (doc.placements ?? Object.keys(TESTIMONIAL_PAGES)).map((place) => TESTIMONIAL_PAGES[place]),
  pressFeature: () => ['/press'],
  pressLogo: () => ['/press'],
  storeProduct: () => ['/store'],
  siteSettings: () => [EVERY_PAGE],
}

const FIELDS = `"productId": productId.current, "slug": slug.current, route, placements,
  "categoryId": select(_type == "category" => categoryId, category->categoryId)`

/**
 * What the server reads for a changed document, fresh from the published dataset: its own fields as
 * published now (so a webhook that sends the whole document, or only `_id` and `_type`, works too),
 * and the documents whose own page shows it:
 * - those that reference it: the events whose look uses a product, the products that pick it as
 *   "Often hired with", the home page that features an event, the products of a category;
 * - the products an event's look uses (their "Seen at" names the event);
 * - for a product, the products of its collection without staff picks, whose "Often hired with"
 *   falls back to the nearest prices there (all of them: which four are nearest can change with it).
 * A new reference in the schema needs no change here; a new page needs one line above.
 */
export const PAGES_LOOKUP_QUERY = `{
  "self": *[_id == $id][0]{ ${FIELDS} },
  "referrers": *[!(_id in path("drafts.**")) && (
    references($id)
    || _id in *[_id == $id][0].hireLook[].product._ref
    || (_type == "product" && !defined(relatedProducts[0])
        && category._ref == *[_id == $id && _type == "product"][0].category._ref)
  )]{ _id, _type, ${FIELDS} }
}`

export type PagesLookup = { self: DocumentFields | null; referrers: ChangedDocument[] }

const pagesOf = (type: string, doc: DocumentFields | null | undefined) =>
  doc ? [OWN_PAGE[type]?.(doc), ...(LISTED_ON[type]?.(doc) ?? [])] : []

/** The pages the changed document appears on: before and after the change, and its referrers' own pages. */
export function affectedPages(changed: ChangedDocument, referrers: readonly ChangedDocument[] = []): string[] {
  const pages = [
    ...pagesOf(changed._type, changed),
    ...pagesOf(changed._type, changed.before),
    ...referrers.map((referrer) => OWN_PAGE[referrer._type]?.(referrer)),
  ].filter((page): page is string => typeof page === 'string' && (page === EVERY_PAGE || page.startsWith('/')))
  return pages.includes(EVERY_PAGE) ? [EVERY_PAGE] : [...new Set(pages)].sort()
}
