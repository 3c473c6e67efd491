import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { canonicalAddress } from '../../../src/lib/routing/canonicalSearch.ts'
import { createAppRouter } from '../../../src/router.tsx'

// The real route tree and its validateSearch options.
const router = createAppRouter()
const address = (path: string) => {
  const url = new URL(path, 'http://amaranth.test')
  return canonicalAddress(router, url.pathname, url.search)
}

describe('a page address: the path and the search params its routes read', () => {
  it.each([
    ['/hire-range?v=1', '/hire-range'],
    ['/hire-range?v=2&utm_source=x&fbclid=abc', '/hire-range'],
    ['/hire-range?sort=name&category=linen', '/hire-range?category=linen&sort=name'],
    ['/hire-range?category=linen&zz=1&sort=name', '/hire-range?category=linen&sort=name'],
    ['/hire-range?category=bogus&page=1', '/hire-range'],
    ['/hire-range?page=2&show=all', '/hire-range?page=2&show=all'],
    ['/events/eliza-james-montville?x=1&image=3', '/events/eliza-james-montville?image=3'],
    ['/linen?date=2027-03-20&v=9', '/linen?date=2027-03-20'],
    ['/store?link=sent&checkout=nope', '/store?link=sent'],
    ['/?anything=at-all', '/'],
    ['/about?q=x', '/about'],
  ])('%s is %s', (path, canonical) => {
    expect(address(path)).toBe(canonical)
  })

  it('keeps what the routes read as the router reads it back', () => {
    const canonical = address('/hire-range?q=%22chairs%22&page=3')
    expect(address(canonical)).toBe(canonical)
  })
})

describe('the router renders the canonical address', () => {
  it('hands the routes no search param they do not read, so a link built from the search carries none', () => {
    const app = createAppRouter()
    app.update({
      ...app.options,
      history: createMemoryHistory({ initialEntries: ['/hire-range?v=1&sort=name&utm_source=x'] }),
    })
    const matches = app.matchRoutes(app.latestLocation)
    expect(app.latestLocation.search).toEqual({ sort: 'name' })
    expect(matches.at(-1)!.search).toEqual({ sort: 'name' })
    const showAll = app.buildLocation({ to: '/hire-range', search: (prev) => ({ ...prev, show: 'all' as const }) })
    expect(showAll.href).toBe('/hire-range?sort=name&show=all')
  })
})
