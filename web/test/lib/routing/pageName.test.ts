import { HIRE_CATEGORIES } from '@amaranth/schemas/rules/hireCategories'
import { describe, expect, it } from 'vitest'
import { hasImmersiveHero, pageNameAt } from '../../../src/lib/routing/pageName.ts'
import { createAppRouter } from '../../../src/router.tsx'

// The real route tree: page names are what the routes declare in their staticData.
const router = createAppRouter()
const pageNameFromPath = (pathname: string) => pageNameAt(router, pathname)

describe('page names, from the routes', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/about', 'about'],
    ['/services', 'services'],
    ['/testimonials', 'testimonials'],
    ['/contact', 'contact'],
    ['/thank-you', 'thank-you'],
    ['/enquiry', 'enquiry'],
    ['/hire-range', 'hire-range'],
    ['/hire-list', 'hire-list'],
    ['/equipment-hire-inquiry', 'equipment-hire-inquiry'],
    ['/portfolio', 'portfolio'],
    ['/press', 'press'],
    ['/store', 'store'],
  ])('%s gives %s', (path, name) => {
    expect(pageNameFromPath(path)).toBe(name)
  })

  it.each(HIRE_CATEGORIES)('gives each hire category its collection page, /%s, named by its id', (id) => {
    expect(pageNameFromPath(`/${id}`)).toBe(id)
  })

  it('maps a path under /hire/ to product, but not /hire-range', () => {
    expect(pageNameFromPath('/hire/decor-1')).toBe('product')
    expect(pageNameFromPath('/hire-range')).toBe('hire-range')
    expect(pageNameFromPath('/hire')).toBe('home')
  })

  it('maps event pages under /events/ to event-detail', () => {
    expect(pageNameFromPath('/events/eliza-james-montville')).toBe('event-detail')
    expect(pageNameFromPath('/events')).toBe('home')
  })

  it('names a path under /portfolio/ home, since the catch-all renders Home there (hero under a clear bar)', () => {
    expect(pageNameFromPath('/portfolio/eliza-james-montville')).toBe('home')
    expect(hasImmersiveHero(pageNameFromPath('/portfolio/eliza-james-montville'))).toBe(true)
  })

  it('ignores a trailing slash and letter case', () => {
    expect(pageNameFromPath('/About/')).toBe('about')
  })

  it('gives home for anything unknown', () => {
    expect(pageNameFromPath('/no-such-page')).toBe('home')
    expect(pageNameFromPath('/store/extra')).toBe('home')
  })

  it('only Home opens under a transparent top bar', () => {
    expect(hasImmersiveHero('home')).toBe(true)
    expect(hasImmersiveHero('about')).toBe(false)
  })
})
