import type { HireCategoryId } from '@amaranth/schemas/rules/hireCategories'
import type { AnyRouter } from '@tanstack/react-router'

/**
 * The name each route gives its page (`staticData.pageName`), which the header and footer receive.
 * The names come from the routes themselves, so an unknown path is named by the route that renders
 * it: the catch-all route renders Home and is named 'home' (docs/product/pages.md, route table).
 */
export type PageName =
  | 'home'
  | 'about'
  | 'services'
  | 'testimonials'
  | 'contact'
  | 'thank-you'
  | 'enquiry'
  | 'hire-range'
  | 'hire-list'
  | 'equipment-hire-inquiry'
  /** A collection page, named by its category id. */
  | HireCategoryId
  | 'product'
  | 'portfolio'
  | 'event-detail'
  | 'press'
  | 'store'
  | 'hire-terms'
  | 'quote'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    pageName?: PageName
  }
}

/** Pages that open with a full-bleed image, under a transparent top bar until the visitor scrolls. */
export function hasImmersiveHero(page: PageName): boolean {
  return page === 'home'
}

/** The name the deepest route matching `pathname` declares; the catch-all route makes this total. */
export function pageNameAt(router: AnyRouter, pathname: string): PageName {
  const [routes] = router.getMatchedRoutes(pathname)
  return routes.at(-1)?.options.staticData?.pageName ?? 'home'
}
