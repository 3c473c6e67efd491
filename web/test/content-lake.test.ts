import { createImageUrlBuilder } from '@sanity/image-url'
import { setupServer } from 'msw/node'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentLake } from '../src/content-lake/createContentLake.ts'
import { EMBEDDED_LAKE_PATH } from '../src/lib/sanity/config.ts'
import { contentLakeHandlers, TEST_ORIGIN } from './support/contentLakeMsw.ts'
import { testSanityClient } from './support/testSanityClient.ts'

const SHA = 'a'.repeat(40)
const IMAGE_ID = `image-${SHA}-640x480-jpg`
const dir = mkdtempSync(join(tmpdir(), 'lake-'))
const imagePath = join(dir, `${SHA}-640x480.jpg`)

const documents = [
  { _id: 'category.linen', _type: 'category', categoryId: 'linen', name: 'Linen' },
  {
    _id: 'product.linen-1',
    _type: 'product',
    name: 'Sage Linen Napkin',
    productId: { _type: 'slug', current: 'linen-1' },
    category: { _type: 'reference', _ref: 'category.linen' },
    image: { _type: 'image', alt: 'A folded napkin', asset: { _type: 'reference', _ref: IMAGE_ID } },
  },
  { _id: 'drafts.product.linen-1', _type: 'product', name: 'Unpublished draft name' },
  { _id: IMAGE_ID, _type: 'sanity.imageAsset', metadata: { dimensions: { width: 640, height: 480 } } },
]

const lake = createContentLake({
  documents,
  files: new Map([[`${SHA}-640x480.jpg`, imagePath]]),
  basePath: EMBEDDED_LAKE_PATH,
  // Ad-hoc GROQ, as in `pnpm dev`: these tests query the lake directly.
  queries: 'any',
})
const server = setupServer(...contentLakeHandlers(lake))
const client = testSanityClient()

beforeAll(async () => {
  await sharp({ create: { width: 640, height: 480, channels: 3, background: '#330506' } })
    .jpeg()
    .toFile(imagePath)
  server.listen({ onUnhandledFrame: 'error' })
})
afterAll(() => server.close())

describe('embedded content lake through @sanity/client', () => {
  it('evaluates GROQ with $params and resolves references', async () => {
    const product = await client.fetch(
      `*[_type == "product" && productId.current == $id][0]{ name, "category": category->name, "w": image.asset->metadata.dimensions.width }`,
      { id: 'linen-1' },
    )
    expect(product).toEqual({ name: 'Sage Linen Napkin', category: 'Linen', w: 640 })
  })

  it('serves the published perspective only', async () => {
    const names = await client.fetch(`*[_type == "product"].name`)
    expect(names).toEqual(['Sage Linen Napkin'])
  })

  it('answers long queries sent as POST', async () => {
    const padding = ' '.repeat(12_000)
    const count = await client.fetch(`count(*[_type == $type])${padding}`, { type: 'category' })
    expect(count).toBe(1)
  })

  it('answers the raw API shape, and 400 with a description for bad GROQ', async () => {
    const ok = await fetch(`${TEST_ORIGIN}${EMBEDDED_LAKE_PATH}/v2025-02-19/data/query/production?query=count(*)`)
    expect(await ok.json()).toMatchObject({ query: 'count(*)', result: 4 - 1, ms: expect.any(Number) })

    const bad = await fetch(`${TEST_ORIGIN}${EMBEDDED_LAKE_PATH}/v2025-02-19/data/query/production?query=*[_type ==`)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { type: 'queryParseError', description: expect.any(String) } })

    await expect(client.fetch('*[_type == ')).rejects.toMatchObject({ statusCode: 400 })
  })

  it('rejects badly encoded parameters with 400', async () => {
    const res = await fetch(
      `${TEST_ORIGIN}${EMBEDDED_LAKE_PATH}/v1/data/query/production?query=*[_id==$id]&$id=notjson`,
    )
    expect(res.status).toBe(400)
  })
})

describe('embedded image CDN through @sanity/image-url', () => {
  const builder = createImageUrlBuilder({
    projectId: 'embedded',
    dataset: 'production',
    baseUrl: `${TEST_ORIGIN}${EMBEDDED_LAKE_PATH}`,
  })

  it('serves the asset at the URL the builder makes, resized to the requested width', async () => {
    const url = builder
      .image({ asset: { _ref: IMAGE_ID } })
      .width(320)
      .url()
    expect(url).toBe(`${TEST_ORIGIN}${EMBEDDED_LAKE_PATH}/images/embedded/production/${SHA}-640x480.jpg?w=320`)
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([320, 240])
  })

  it('crops with fit=crop and converts with auto=format for browsers that accept WebP', async () => {
    const url = builder
      .image({ asset: { _ref: IMAGE_ID } })
      .width(320)
      .height(320)
      .fit('crop')
      .auto('format')
      .url()
    const res = await fetch(url, { headers: { accept: 'image/avif,image/webp,*/*' } })
    expect(res.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([320, 320])
  })

  it('answers 404 for an unknown asset', async () => {
    const res = await fetch(`${TEST_ORIGIN}${EMBEDDED_LAKE_PATH}/images/embedded/production/${'b'.repeat(40)}-1x1.jpg`)
    expect(res.status).toBe(404)
  })
})
