import type { AnyRoute, AnyRouter } from '@tanstack/react-router'

/**
 * A page's address as its routes read it: the path, and only the search params a matched route's
 * `validateSearch` accepts, with the values it accepted, keys in alphabetical order. An unknown
 * param, a refused value or another order of the same params gives the same address, so the HTML
 * cache keeps one page for them (docs/decisions/0004) and the router renders the same page for them
 * (`canonicalSearchRewrite`): the page never depends on what no route reads.
 */
export function canonicalSearch(
  router: AnyRouter,
  pathname: string,
  search: Record<string, unknown>,
): Record<string, unknown> {
  const [routes] = router.getMatchedRoutes(pathname) as [AnyRoute[], unknown, unknown]
  // As the router does (matchRoutesInternal): each route validates what its parents passed down.
  let passed: Record<string, unknown> = search
  const accepted: Record<string, unknown> = {}
  for (const route of routes) {
    const read = validated(route.options.validateSearch, { ...passed })
    passed = { ...passed, ...read }
    Object.assign(accepted, read)
  }
  const ordered: Record<string, unknown> = {}
  for (const key of Object.keys(accepted).sort()) if (accepted[key] !== undefined) ordered[key] = accepted[key]
  return ordered
}

/** `pathname` and its canonical search, in the router's own search encoding (`?page=2&sort=name`). */
export function canonicalAddress(router: AnyRouter, pathname: string, searchString: string): string {
  const search = canonicalSearch(router, pathname, router.options.parseSearch(searchString))
  return pathname + router.options.stringifySearch(search)
}

/**
 * The router option that makes every location it reads canonical (`rewrite.input`), in the browser
 * and on the server alike: a component reading the search, a link built from it or a link's
 * active state then never sees a param no route reads. The address bar keeps what the visitor came
 * with until the next navigation. Set with `router.update` once the router has its routes.
 */
export function canonicalSearchRewrite(router: AnyRouter) {
  return {
    input: ({ url }: { url: URL }) => {
      const canonical = router.options.stringifySearch(
        canonicalSearch(router, url.pathname, router.options.parseSearch(url.search)),
      )
      if (canonical !== url.search) url.search = canonical
      return url
    },
  }
}

type Validator = ((input: Record<string, unknown>) => unknown) | { parse: (input: Record<string, unknown>) => unknown }

/** What one route's `validateSearch` accepts (the router's own rule: a `parse` object or a function). */
function validated(validateSearch: unknown, input: Record<string, unknown>): Record<string, unknown> {
  if (!validateSearch) return {}
  const validator = validateSearch as Validator
  const result = typeof validator === 'function' ? validator(input) : validator.parse(input)
  return (result ?? {}) as Record<string, unknown>
}
