import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { validateDocument, type ValidationClient } from '@sanity/validation'
import { createSchema } from 'sanity'
import { describe, expect, it } from 'vitest'
import { loadSeedDataset, readImportDocuments, readSeedAssets, SEED_DIR, type SeedDocument } from '../seed/load.ts'
import { PAGE_META_ROUTES } from '../src/types/documents/pageMeta.ts'
import { schemaTypes } from '../src/types/index.ts'

const dataset = loadSeedDataset()
const content = dataset.filter((doc) => !doc._type.startsWith('sanity.'))
const byId = new Map(dataset.map((doc) => [doc._id, doc]))
// Seed documents are untyped JSON; the tests read them loosely on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = SeedDocument & Record<string, any>
const ofType = (type: string) => content.filter((doc) => doc._type === type) as Loose[]
const one = (id: string) => byId.get(id) as Loose

function getPath(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
    value,
  )
}

/**
 * The client validateDocument hands to custom validators and slug uniqueness checks, answered
 * from the seed dataset. It knows exactly the queries our schema and Sanity's slug validator send
 * and fails loudly on any other, so a new query shows up as a validation exception.
 */
function datasetClient(docs: SeedDocument[]): ValidationClient {
  const slugQuery =
    /^!defined\(\*\[_type == \$docType && !sanity::versionOf\(\$published\) && ([\w.]+) == \$slug\]\[0\]\._id\)$/
  const uniqueAmongQuery = 'count(*[_type == $type && @[$field] == $value && !(_id in [$id, "drafts." + $id])])'
  const client = {
    fetch: async (query: string, params: Record<string, string>) => {
      if (query === uniqueAmongQuery) {
        const others = docs.filter((doc) => doc._id !== params.id && doc._id !== `drafts.${params.id}`)
        return others.filter((doc) => doc._type === params.type && doc[params.field!] === params.value).length
      }
      const match = slugQuery.exec(query)
      if (!match) throw new Error(`The fake client cannot answer: ${query}`)
      const path = match[1]!.split('.')
      return !docs.some(
        (doc) => doc._type === params.docType && doc._id !== params.published && getPath(doc, path) === params.slug,
      )
    },
    getDataUrl: (operation: string, path?: string) => `/data/${operation}/seed/${path ?? ''}`,
    observable: {
      fetch: () => {
        throw new Error('not supported by the fake client')
      },
      request: () => {
        throw new Error('not supported by the fake client')
      },
    },
    withConfig: () => client,
  }
  return client as unknown as ValidationClient
}

const schema = createSchema({ name: 'seed', types: schemaTypes })
const client = datasetClient(dataset)
const getDocumentExists = async ({ id }: { id: string }) => byId.has(id)

type CompiledType = {
  name: string
  jsonType: string
  fields?: Array<{ name: string; type: CompiledType }>
  of?: CompiledType[]
  type?: CompiledType
}

const isA = (type: CompiledType | undefined, name: string): boolean =>
  !!type && (type.name === name || isA(type.type, name))

/** Keys in a document that its schema type does not declare (Sanity would show "unknown field"). */
function undeclaredFields(doc: SeedDocument): string[] {
  const out: string[] = []
  const walk = (value: unknown, type: CompiledType | undefined, path: string) => {
    if (!type || value === null || typeof value !== 'object') return
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (item === null || typeof item !== 'object') return
        const member = type.of?.find((t) => t.name === item._type) ?? (type.of?.length === 1 ? type.of[0] : undefined)
        if (!member) out.push(`${doc._id} ${path}[${i}] (_type ${item._type})`)
        else walk(item, member, `${path}[${i}]`)
      })
      return
    }
    if (isA(type, 'block') || isA(type, 'reference')) return
    const fields = new Map((type.fields ?? []).map((f) => [f.name, f.type]))
    for (const [key, inner] of Object.entries(value)) {
      if (key.startsWith('_')) continue
      if (!fields.has(key)) out.push(`${doc._id} ${path}${path ? '.' : ''}${key}`)
      else walk(inner, fields.get(key), `${path}${path ? '.' : ''}${key}`)
    }
  }
  walk(doc, schema.get(doc._type) as CompiledType, '')
  return out
}

async function markersOf(doc: SeedDocument) {
  const result = await validateDocument({ document: doc as never, schema, client, getDocumentExists })
  return result.markers.map((m) => ({ level: m.level, text: `${doc._id} ${JSON.stringify(m.path)}: ${m.message}` }))
}

async function errorsOf(doc: SeedDocument) {
  return (await markersOf(doc)).filter((m) => m.level === 'error').map((m) => m.text)
}

describe('seed documents validate against the Sanity schema', () => {
  it('has no validation errors in any document, and no duplicate slugs or keys', async () => {
    const markers = (await Promise.all(content.map(markersOf))).flat()
    expect(markers.filter((m) => m.level === 'error').map((m) => m.text)).toEqual([])
    expect(markers.filter((m) => /already in use|duplicate/i.test(m.text)).map((m) => m.text)).toEqual([])
  })

  it('the validator does catch broken documents', async () => {
    const [first, second] = ofType('product')
    const product = structuredClone(first!)
    delete product.price.amount
    product.productId = { _type: 'slug', current: second!.productId.current }
    product.colour = 'unknown field'
    const markers = await markersOf(product)
    const errors = markers.filter((m) => m.level === 'error').map((m) => m.text)
    expect(errors).toContainEqual(expect.stringContaining('["price","amount"]'))
    // Note: headless validateDocument 6.16 reports nothing for a missing required image or one
    // without an asset, so 'every image carries an asset and alt text' below checks that itself.
    // validateDocument does not report fields the schema does not declare: see undeclaredFields.
    expect(undeclaredFields(product)).toEqual(['product.accessories-1 colour'])
    // Sanity reports a slug already in use as a warning.
    expect(markers.some((m) => m.text.includes('["productId"]') && /already in use/.test(m.text))).toBe(true)
    const category = structuredClone(ofType('category')[0]!)
    category._id = 'category.copy'
    expect((await errorsOf(category)).some((e) => e.includes('["categoryId"]'))).toBe(true)
  })

  it('declares every field the documents use (validateDocument ignores unknown fields)', () => {
    expect(content.flatMap(undeclaredFields)).toEqual([])
  })

  it('every document type is known to the schema and ids are unique', () => {
    const types = new Set<string>(schemaTypes.map((t) => t.name))
    expect(content.filter((doc) => !types.has(doc._type))).toEqual([])
    expect(new Set(content.map((doc) => doc._id)).size).toBe(content.length)
  })
})

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

describe('references and assets', () => {
  function collect(value: unknown, visit: (node: Record<string, unknown>) => void): void {
    if (Array.isArray(value)) value.forEach((item) => collect(item, visit))
    else if (value && typeof value === 'object') {
      visit(value as Record<string, unknown>)
      Object.values(value).forEach((inner) => collect(inner, visit))
    }
  }

  it('every reference resolves to a document in the dataset', () => {
    const missing: string[] = []
    collect(content, (node) => {
      if (node._type === 'reference' || typeof node._ref === 'string')
        if (!byId.has(node._ref as string)) missing.push(String(node._ref))
    })
    expect(missing).toEqual([])
  })

  it('every asset in dataset.ndjson is in assets.json, exists and matches its sha1', () => {
    const assets = new Map(readSeedAssets().map((a) => [a.path, a]))
    const used = new Set<string>()
    collect(readImportDocuments(), (node) => {
      if (typeof node._sanityAsset === 'string') used.add(node._sanityAsset)
    })
    expect(used.size).toBeGreaterThan(300)
    for (const ref of used) {
      const match = /^(image|file)@file:\/\/\.\/(.+)$/.exec(ref)
      expect(match, ref).not.toBeNull()
      const asset = assets.get(match![2]!)
      expect(asset, ref).toBeDefined()
      const file = join(SEED_DIR, asset!.path)
      expect(existsSync(file), file).toBe(true)
      const bytes = readFileSync(file)
      expect(createHash('sha1').update(bytes).digest('hex')).toBe(asset!.sha1)
      expect(bytes.length).toBe(asset!.size)
      if (match![1] === 'image') {
        expect(asset!.path).toBe(`images/${asset!.sha1}-${asset!.width}x${asset!.height}.${asset!.extension}`)
        expect(asset!.lqip).toMatch(/^data:image\/jpeg;base64,/)
      } else expect(asset!.path).toBe(`files/${asset!.sha1}.${asset!.extension}`)
    }
  })

  it('every image carries an asset and alt text', () => {
    const missing: string[] = []
    collect(content, (node) => {
      const hasAlt = typeof node.alt === 'string' && node.alt.trim().length >= 3
      const hasAsset = typeof (node.asset as { _ref?: unknown } | undefined)?._ref === 'string'
      if (node._type === 'image' && !(hasAlt && hasAsset)) missing.push(JSON.stringify(node))
    })
    expect(missing).toEqual([])
  })
})
