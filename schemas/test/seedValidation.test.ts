/** Every seed document validates against the schema, every reference resolves, every asset is on disk. */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readImportDocuments, readSeedAssets, SEED_DIR } from '../seed/load.ts'
import { schemaTypes } from '../src/types/index.ts'
import { byId, content, ofType } from './support/seedDataset.ts'
import { errorsOf, markersOf, undeclaredFields } from './support/schemaValidation.ts'

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

  it('catches a look listing a product twice or a quantity below 1, and a product related to itself', async () => {
    const event = structuredClone(ofType('portfolioEvent').find((e) => e.hireLook?.length)!)
    event.hireLook = [event.hireLook[0], { ...event.hireLook[0], _key: 'again', quantity: 0 }]
    const eventErrors = await errorsOf(event)
    expect(eventErrors.some((e) => e.includes('Each product may be listed once'))).toBe(true)
    expect(eventErrors.some((e) => e.includes('["hireLook",{"_key":"again"},"quantity"]'))).toBe(true)
    const product = structuredClone(ofType('product').find((p) => p.relatedProducts?.length)!)
    product.relatedProducts = [{ _key: 'self', _type: 'reference', _ref: product._id }]
    expect((await errorsOf(product)).some((e) => e.includes('cannot be related to itself'))).toBe(true)
  })

  it('refuses a delivery zone whose postcodes overlap another zone or themselves, or are not postcodes', async () => {
    const zone = structuredClone(ofType('deliveryZone').find((z) => z.name === 'Gold Coast')!)
    zone.postcodes = ['4170-4172']
    expect(await errorsOf(zone)).toEqual([expect.stringContaining('4170-4172 is already in the zone "Brisbane metro"')])
    zone.postcodes = ['4220-4230', '4229']
    expect(await errorsOf(zone)).toEqual([expect.stringContaining('4220-4230 overlaps another entry of this list')])
    zone.postcodes = ['4230-4220', '0100', 'Gold Coast']
    const errors = await errorsOf(zone)
    expect(errors.filter((e) => e.includes('lowest first'))).toHaveLength(2)
    expect(errors.filter((e) => e.includes('Not an Australian postcode'))).toHaveLength(1)
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
