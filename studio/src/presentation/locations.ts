import {
  defineDocuments,
  defineLocations,
  type DocumentLocation,
  type DocumentLocationResolvers,
} from 'sanity/presentation'

const HIRE_RANGE: DocumentLocation = { title: 'Equipment hire range', href: '/hire-range' }
const PORTFOLIO: DocumentLocation = { title: 'Portfolio', href: '/portfolio' }
const TESTIMONIAL_PAGES: Record<string, DocumentLocation> = {
  home: { title: 'Home', href: '/' },
  services: { title: 'Services', href: '/services' },
  testimonials: { title: 'Testimonials', href: '/testimonials' },
}

/** A singleton (or a page-like document): the one page it is. */
const page = (title: string, href: string) => defineLocations({ locations: [{ title, href }] })

/**
 * Where each document shows on the site, for the Presentation tool's "Used on" list and to open the
 * right page beside the editor. Kept in step with the site's routes (web/src/routes) and with the
 * pages POST /api/revalidate drops (web/src/server/revalidate/affectedPages.ts).
 */
export const locations: DocumentLocationResolvers = {
  product: defineLocations({
    select: {
      name: 'name',
      productId: 'productId.current',
      category: 'category.name',
      categoryId: 'category.categoryId',
    },
    resolve: (doc) =>
      doc?.productId
        ? {
            locations: [
              { title: doc.name || 'Untitled product', href: `/hire/${doc.productId}` },
              ...(doc.categoryId ? [{ title: doc.category || 'Collection', href: `/${doc.categoryId}` }] : []),
              HIRE_RANGE,
            ],
          }
        : { message: 'Give the product an id to see it on the site.', tone: 'caution' },
  }),
  category: defineLocations({
    select: { name: 'name', categoryId: 'categoryId' },
    resolve: (doc) => ({
      locations: [
        ...(doc?.categoryId ? [{ title: doc.name || 'Collection', href: `/${doc.categoryId}` }] : []),
        HIRE_RANGE,
      ],
    }),
  }),
  portfolioEvent: defineLocations({
    select: { name: 'name', slug: 'slug.current' },
    resolve: (doc) => ({
      locations: [
        ...(doc?.slug ? [{ title: doc.name || 'Untitled event', href: `/events/${doc.slug}` }] : []),
        PORTFOLIO,
      ],
    }),
  }),
  homePage: page('Home', '/'),
  aboutPage: page('About', '/about'),
  servicesPage: page('Services', '/services'),
  siteSettings: defineLocations({
    locations: [{ title: 'Home', href: '/' }],
    message: 'Site settings are used on every page.',
    tone: 'positive',
  }),
  pageMeta: defineLocations({
    select: { route: 'route', title: 'title' },
    resolve: (doc) => (doc?.route ? { locations: [{ title: doc.title || doc.route, href: doc.route }] } : null),
  }),
  testimonial: defineLocations({
    select: { placements: 'placements' },
    resolve: (doc) => ({
      locations: ((doc?.placements as string[] | undefined) ?? [])
        .map((place) => TESTIMONIAL_PAGES[place])
        .filter((location): location is DocumentLocation => !!location),
    }),
  }),
  pressFeature: page('Press', '/press'),
  pressLogo: page('Press', '/press'),
  storeProduct: page('Store', '/store'),
}

/** The document each page is about, so opening a page in Presentation opens its document beside it. */
export const mainDocuments = defineDocuments([
  { route: '/', filter: `_type == "homePage" && _id == "homePage"` },
  { route: '/about', filter: `_type == "aboutPage" && _id == "aboutPage"` },
  { route: '/services', filter: `_type == "servicesPage" && _id == "servicesPage"` },
  { route: '/hire/:productId', filter: `_type == "product" && productId.current == $productId` },
  { route: '/events/:slug', filter: `_type == "portfolioEvent" && slug.current == $slug` },
])
