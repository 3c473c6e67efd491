import { describe, expect, it } from 'vitest'
import { hasImmersiveHero, pageNameFromPath } from '../../src/lib/content/pageName.ts'

describe('pageNameFromPath', () => {
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
    ['/linen', 'linen'],
    ['/catering-tableware', 'catering-tableware'],
    ['/accessories', 'accessories'],
    ['/styling-furniture', 'styling-furniture'],
    ['/decor', 'decor'],
    ['/portfolio', 'portfolio'],
    ['/press', 'press'],
    ['/store', 'store'],
  ])('%s gives %s', (path, name) => {
    expect(pageNameFromPath(path)).toBe(name)
  })

  it('maps a path under /hire/ to product, but not /hire-range', () => {
    expect(pageNameFromPath('/hire/decor-1')).toBe('product')
    expect(pageNameFromPath('/hire-range')).toBe('hire-range')
    expect(pageNameFromPath('/hire')).toBe('home')
  })

  it('maps event pages under /events/ (and the legacy /portfolio/) to event-detail', () => {
    expect(pageNameFromPath('/events/eliza-james-montville')).toBe('event-detail')
    expect(pageNameFromPath('/portfolio/eliza-james-montville')).toBe('event-detail')
    expect(pageNameFromPath('/events')).toBe('home')
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
