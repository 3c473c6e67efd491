import { productQuery } from '@amaranth/schemas/queries/hire'
import { eventQuery } from '@amaranth/schemas/queries/portfolio'
import { loadSeedDataset } from '@amaranth/schemas/seed'
import { describe, expect, it } from 'vitest'
import { createContentLake, inProcessPreviewEnv } from '../../src/content-lake/createContentLake.ts'
import { createQueryEngine } from '../../src/content-lake/groqQuery.ts'

const documents = [
  { _id: 'category.linen', _type: 'category', name: 'Linen' },
  { _id: 'drafts.category.linen', _type: 'category', name: 'Linen (draft)' },
  { _id: 'product.a', _type: 'product', name: 'A', category: { _type: 'reference', _ref: 'category.linen' } },
  {
    _id: 'drafts.product.a',
    _type: 'product',
    name: 'A (draft)',
    category: { _type: 'reference', _ref: 'category.linen' },
  },
  { _id: 'product.b', _type: 'product', name: 'B' },
  { _id: 'drafts.product.new', _type: 'product', name: 'Never published' },
]

describe('perspectives of the query engine', () => {
  const run = createQueryEngine(documents)
  const names = `*[_type == "product"] | order(_id asc){ _id, name, "category": category->name }`

  it('published (the default) leaves every draft out', async () => {
    expect(await run(names, {})).toEqual([
      { _id: 'product.a', name: 'A', category: 'Linen' },
      { _id: 'product.b', name: 'B', category: null },
    ])
  })

  it('drafts overlays drafts.X on X, keeps drafts-only documents under their published id, and dereferences drafts', async () => {
    expect(await run(names, {}, 'drafts')).toEqual([
      { _id: 'product.a', name: 'A (draft)', category: 'Linen (draft)' },
      { _id: 'product.b', name: 'B', category: null },
      { _id: 'product.new', name: 'Never published', category: null },
    ])
    expect(await run(`*[_id == "product.a"][0]._originalId`, {}, 'drafts')).toBe('drafts.product.a')
  })

  it('raw shows every document under its stored id', async () => {
    expect(await run(`*[_type == "product"] | order(_id asc)._id`, {}, 'raw')).toEqual([
      'drafts.product.a',
      'drafts.product.new',
      'product.a',
      'product.b',
    ])
  })
})

describe('the public query endpoint never hands a draft to anyone without preview access', () => {
  const VALID = 'valid-preview-cookie'
  const lake = createContentLake({
    documents: loadSeedDataset(),
    // Stands in for the server's cookie check (web/src/server/preview/previewCookie.ts).
    draftAccess: (request) => request.headers.get('cookie') === `preview=${VALID}`,
  })
  const url = (perspective?: string) => {
    const search = new URLSearchParams({ query: productQuery, $productId: '"decor-1"' })
    if (perspective) search.set('perspective', perspective)
    return `http://lake.test/v2025-02-19/data/query/production?${search}`
  }
  const nameOf = async (response: Response | Promise<Response>) =>
    ((await (await response).json()) as { result: { name: string } }).result.name

  it.each(['drafts', 'raw', 'previewDrafts', 'published', undefined])(
    'perspective=%s without a cookie: the published view',
    async (perspective) => {
      const response = await lake.fetch(new Request(url(perspective)))
      expect(response.status).toBe(200)
      expect(await nameOf(response)).toBe('Brass Five-Arm Candelabra')
    },
  )

  it.each(['preview=forged', 'preview=', `preview=${VALID}x`, `other=${VALID}`])(
    'a forged cookie (%s) gets the published view',
    async (cookie) => {
      const response = await lake.fetch(new Request(url('drafts'), { headers: { cookie } }))
      expect(await nameOf(response)).toBe('Brass Five-Arm Candelabra')
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    },
  )

  it('POST with a perspective in the URL gets the published view too', async () => {
    const response = await lake.fetch(
      new Request(url('drafts').replace(/\?.*/, '?perspective=drafts'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: eventQuery, params: { slug: 'eliza-james-montville' } }),
      }),
    )
    expect(await nameOf(response)).toBe('Eliza & James — Montville Hinterland')
  })

  it('a valid preview cookie, or the server in process, reads drafts, never cached', async () => {
    const withCookie = await lake.fetch(new Request(url('drafts'), { headers: { cookie: `preview=${VALID}` } }))
    expect(await nameOf(withCookie)).toBe('Brass Five-Arm Candelabra (Draft)')
    expect(withCookie.headers.get('cache-control')).toBe('private, no-store')
    expect(await nameOf(lake.fetch(new Request(url('drafts')), inProcessPreviewEnv))).toBe(
      'Brass Five-Arm Candelabra (Draft)',
    )
    // The published answer that was cached first is not what a draft request gets, nor the reverse.
    expect(await nameOf(lake.fetch(new Request(url())))).toBe('Brass Five-Arm Candelabra')
  })

  it('an env that only looks like the server marker grants nothing', async () => {
    const lookalike = { 'amaranth.inProcessPreview': true, [Symbol('amaranth.inProcessPreview')]: true }
    expect(await nameOf(lake.fetch(new Request(url('drafts')), lookalike))).toBe('Brass Five-Arm Candelabra')
  })

  it('a name that is no perspective is a 400', async () => {
    expect((await lake.fetch(new Request(url('everything')))).status).toBe(400)
  })

  it('the production allow-list still applies in preview', async () => {
    const search = new URLSearchParams({ query: '*[_id in path("drafts.**")]', perspective: 'raw' })
    const response = await lake.fetch(
      new Request(`http://lake.test/v2025-02-19/data/query/production?${search}`),
      inProcessPreviewEnv,
    )
    expect(response.status).toBe(403)
  })
})
