/**
 * The seed holds exactly the content docs/product counts (content-model.md#document-types, the
 * range in hire-catalogue.md#the-range, the events in portfolio.md#the-events), in the shapes the
 * site relies on.
 */
import { describe, expect, it } from 'vitest'
import { PAGE_META_ROUTES } from '../src/types/documents/pageMeta.ts'
import { ofType, one, type Loose } from './support/seedDataset.ts'

describe('catalogue', () => {
  const products = ofType('product')
  const categoryOf = (p: Loose) => one(p.category._ref).categoryId as string

  it('has five categories in the agreed order with the agreed names', () => {
    const categories = ofType('category').sort((a, b) => a.sortOrder - b.sortOrder)
    expect(categories.map((c) => [c.categoryId, c.name, c.heading, c.sortOrder])).toEqual([
      ['accessories', 'Styling Accessories', 'Accessories', 0],
      ['catering-tableware', 'Catering & Tableware', 'Catering & Tableware', 1],
      ['linen', 'Linen', 'Linen', 2],
      ['styling-furniture', 'Styling Furniture', 'Styling Furniture', 3],
      ['decor', 'Decor', 'Decor', 4],
    ])
    for (const c of categories)
      expect([c.description && c.image?.asset && c.thumbnail?.asset].every(Boolean)).toBe(true)
  })

  it('has 85 products split 20/45/10/3/7 with the expected ids', () => {
    expect(products).toHaveLength(85)
    const counts: Record<string, number> = {}
    for (const p of products) counts[categoryOf(p)] = (counts[categoryOf(p)] ?? 0) + 1
    expect(counts).toEqual({ 'catering-tableware': 20, decor: 45, linen: 10, accessories: 3, 'styling-furniture': 7 })
    const ids = (category: string) =>
      products
        .filter((p) => categoryOf(p) === category)
        .map((p) => p.productId.current)
        .sort()
    expect(ids('styling-furniture')).toEqual([1, 2, 3, 4, 5, 6, 8].map((n) => `styling-furniture-${n}`))
    for (const [category, count] of [
      ['catering-tableware', 20],
      ['decor', 45],
      ['linen', 10],
      ['accessories', 3],
    ] as const) {
      expect(ids(category)).toEqual(Array.from({ length: count }, (_, i) => `${category}-${i + 1}`).sort())
    }
    for (const p of products) expect(p._id).toBe(`product.${p.productId.current}`)
  })

  it('prices run from $1.50 each to $150.00 for the Resort Umbrella', () => {
    const amounts = products.map((p) => p.price.amount as number)
    expect(Math.min(...amounts)).toBe(1.5)
    expect(
      products
        .filter((p) => p.price.amount === 1.5)
        .every((p) => p.price.unit === 'each' && p.price.label === '$1.50 each'),
    ).toBe(true)
    const top = products.filter((p) => p.price.amount === Math.max(...amounts))
    expect(top.map((p) => [p.name, p.price.amount, p.price.label])).toEqual([['Resort Umbrella', 150, '$150.00 each']])
  })

  it('variants start at the base amount', () => {
    const withVariants = products.filter((p) => p.price.variants?.length)
    expect(withVariants.length).toBeGreaterThanOrEqual(6)
    for (const p of withVariants) expect(p.price.variants[0].amount).toBe(p.price.amount)
  })

  it('every product has descriptions, details and a main image; about a third have a gallery', () => {
    for (const p of products) {
      expect(p.image?.asset?._ref).toBeTruthy()
      expect(p.specifications.length).toBeGreaterThanOrEqual(3)
      expect(p.specifications.length).toBeLessThanOrEqual(6)
      expect(p.dimensions && p.weight).toBeTruthy()
    }
    const galleries = products.filter((p) => p.gallery?.length)
    expect(galleries.length).toBeGreaterThanOrEqual(22)
    expect(galleries.length).toBeLessThanOrEqual(36)
    for (const p of galleries) expect(p.gallery.length).toBeLessThanOrEqual(3)
  })
})

describe('portfolio', () => {
  const events = ofType('portfolioEvent')

  it('has 17 events in sort order 0..16 with 5 to 43 photos', () => {
    expect(events).toHaveLength(17)
    expect(events.map((e) => e.sortOrder).sort((a, b) => a - b)).toEqual(Array.from({ length: 17 }, (_, i) => i))
    const counts = events.map((e) => e.images.length)
    expect(Math.min(...counts)).toBe(5)
    expect(Math.max(...counts)).toBe(43)
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(260)
    for (const e of events) {
      expect(e._id).toBe(`event.${e.slug.current}`)
      expect(e.date).toMatch(/^20(2[2-6])-(0[1-9]|1[0-2])-01$/)
    }
  })

  it('features exactly two events as IN VOGUE', () => {
    const featured = events.filter((e) => e.featured)
    expect(featured).toHaveLength(2)
    expect(featured.every((e) => e.featuredText === 'IN VOGUE')).toBe(true)
    expect(events.filter((e) => e.featuredText)).toHaveLength(2)
  })
})

describe('from inspiration to hire list', () => {
  const products = new Map(ofType('product').map((p) => [p._id, p]))

  it('at least 8 of the 17 events list the hire products of their look, each once, with a quantity', () => {
    const withLook = ofType('portfolioEvent').filter((e) => e.hireLook?.length)
    expect(withLook.length).toBeGreaterThanOrEqual(8)
    for (const event of withLook) {
      const refs = event.hireLook.map((item: Loose) => item.product._ref)
      expect(new Set(refs).size).toBe(refs.length)
      for (const item of event.hireLook) {
        expect(products.has(item.product._ref)).toBe(true)
        expect(Number.isInteger(item.quantity) && item.quantity >= 1).toBe(true)
      }
    }
  })

  it('some products name the pieces they are often hired with: at most 8, never themselves', () => {
    const withRelated = ofType('product').filter((p) => p.relatedProducts?.length)
    expect(withRelated.length).toBeGreaterThanOrEqual(5)
    for (const p of withRelated) {
      const refs = p.relatedProducts.map((r: Loose) => r._ref)
      expect(refs.length).toBeLessThanOrEqual(8)
      expect(refs).not.toContain(p._id)
      expect(new Set(refs).size).toBe(refs.length)
      for (const ref of refs) expect(products.has(ref)).toBe(true)
    }
  })
})

describe('pages and settings', () => {
  it('home page has the press strip, six gallery images and three featured weddings', () => {
    const home = one('homePage')
    expect(home.heroCtaLabel).toBe('Begin Your Journey')
    expect(home.gallery).toHaveLength(6)
    expect(home.featuredWeddings).toHaveLength(3)
    for (const w of home.featuredWeddings) expect(one(w.event._ref)._type).toBe('portfolioEvent')
    expect(home.pressStrip.map((r: { _ref: string }) => r._ref).sort()).toEqual(
      ofType('pressLogo')
        .map((p) => p._id)
        .sort(),
    )
    expect(home.experience.body).toMatch(/limited number of weddings/)
    expect(home.experience.body).toMatch(/venue scouting/)
  })

  it('services page has the three tabs and their features', () => {
    const tabs = one('servicesPage').tabs
    expect(tabs.map((t: { label: string }) => t.label)).toEqual([
      'Weddings',
      'Celebrations',
      'Brand & Corporate Events',
    ])
    const features = tabs.map((t: { features?: Array<{ title: string }> }) => (t.features ?? []).map((f) => f.title))
    expect(features).toEqual([
      ['Full Wedding Planning', 'Editorial Styling', 'Day-of Coordination', 'Vendor Curation'],
      [],
      ['Visual Direction', 'Unique Installations', 'Creative Concepts'],
    ])
  })

  it('about page introduces the founder', () => {
    const about = one('aboutPage')
    expect(about.founder.role).toBe('Founder & Creative Director')
    expect(about.brandStory.length).toBeGreaterThanOrEqual(3)
    expect(JSON.stringify(about.founder.message)).toMatch(/limited number of weddings/)
  })

  it('site settings hold the fictional contact details and six Instagram images', () => {
    const s = one('siteSettings')
    expect(s.businessName).toBe('Amaranth Events')
    expect(s.phone.replace(/\s/g, '')).toMatch(/^(\+61|0)[2-9]\d{8}$/)
    expect(s.email).toBe('hello@amaranthevents.example')
    expect(s.locations).toEqual(['Brisbane', 'Perth'])
    expect(s.instagramImages).toHaveLength(6)
    expect(s.hireTerms.join(' ')).toMatch(/48 hours/)
  })

  it('has one pageMeta per route with the agreed headings', () => {
    const metas = ofType('pageMeta')
    expect(metas.map((m) => m.route).sort()).toEqual(PAGE_META_ROUTES.map((r) => r.value).sort())
    const heading = (route: string) => metas.find((m) => m.route === route)?.heading
    expect(heading('/store')).toBe('Digital Resources for Event Planners')
    expect(heading('/hire-range')).toBe('Equipment Hire')
    expect(heading('/portfolio')).toBe('Portfolio')
    expect(heading('/contact')).toBe("Let's Connect")
    expect(heading('/thank-you')).toBe('Inquiry Sent!')
    expect(heading('/testimonials')).toBe('Client Testimonials')
    expect(heading('/press')).toBe('Press')
    expect(heading('/hire-list')).toBe('Your Hire Equipment List')
    expect(heading('/equipment-hire-inquiry')).toBe('Equipment Hire Inquiry')
    expect(heading('/enquiry')).toBe('Enquire')
  })
})

describe('testimonials, press and store', () => {
  it('has 12 five-star testimonials placed 12 / 3 / 3', () => {
    const t = ofType('testimonial')
    expect(t).toHaveLength(12)
    expect(t.every((x) => x.rating === 5)).toBe(true)
    const placed = (p: string) => t.filter((x) => x.placements.includes(p))
    expect(placed('testimonials')).toHaveLength(12)
    expect(placed('home')).toHaveLength(3)
    expect(placed('services')).toHaveLength(3)
    expect(placed('home').filter((x) => x.placements.includes('services'))).toHaveLength(0)
    expect(t.filter((x) => x.platform === 'google').length).toBeGreaterThan(t.length / 2)
  })

  it('has six press logos, exactly one without an image', () => {
    const logos = ofType('pressLogo')
    expect(logos).toHaveLength(6)
    expect(logos.filter((l) => !l.logo)).toHaveLength(1)
  })

  it('has three press features, two from one outlet and one from another', () => {
    const features = ofType('pressFeature')
    expect(features).toHaveLength(3)
    const perOutlet = Object.values(Object.groupBy(features, (f) => f.outlet as string))
      .map((g) => g!.length)
      .sort()
    expect(perOutlet).toEqual([1, 2])
  })

  it('has the three store products at their prices', () => {
    const store = ofType('storeProduct').sort((a, b) => a.sortOrder - b.sortOrder)
    expect(store.map((s) => [s.name, s.price, s.icon])).toEqual([
      ['Event Planning PDF', 29, 'planner'],
      ['Wedding Guide', 49, 'rings'],
      ['Grow An Event Business', 99, 'growth'],
    ])
  })
})
