import { stegaClean as sanityStegaClean, stegaEncodeSourceMap } from '@sanity/client/stega'
import { describe, expect, it } from 'vitest'
import { pageHead } from '../../../src/lib/content/headMeta.ts'
import { stegaClean } from '../../../src/lib/sanity/stegaClean.ts'
import { jsonLdScript } from '../../../src/lib/seo/jsonLd/jsonLdScript.ts'

/** A query result as the preview client returns it: every string field stega-encoded. */
function encoded<T extends Record<string, string>>(result: T): T {
  const paths = Object.keys(result).map((key) => `$['${key}']`)
  return stegaEncodeSourceMap(
    result,
    {
      documents: [{ _id: 'product.a', _type: 'product' }],
      paths,
      mappings: Object.fromEntries(
        paths.map((path, index) => [
          path,
          { type: 'value', source: { type: 'documentValue', document: 0, path: index } },
        ]),
      ),
    },
    { enabled: true, studioUrl: 'https://amaranth.sanity.studio' },
  ) as T
}

describe('stegaClean', () => {
  const dirty = encoded({ name: 'Brass Candelabra', description: 'Five arms </script> of brass' })

  it('the fixture really carries stega', () => {
    expect(dirty.name).not.toBe('Brass Candelabra')
    expect(dirty.name.startsWith('Brass Candelabra')).toBe(true)
  })

  it('removes it from strings and plain data exactly as @sanity/client/stega does', () => {
    expect(stegaClean(dirty.name)).toBe('Brass Candelabra')
    expect(stegaClean(dirty)).toEqual(sanityStegaClean(dirty))
    expect(stegaClean({ list: [dirty.name, 3, null, true] })).toEqual({ list: ['Brass Candelabra', 3, null, true] })
    for (const value of [undefined, null, 0, '', 'plain', 'a\u200Bb']) expect(stegaClean(value)).toBe(value)
  })

  it('keeps it out of head tags and JSON-LD', () => {
    const match = {
      pathname: '/hire/a',
      context: { publicOrigin: 'https://amaranth.example', queryClient: { getQueryData: () => undefined } },
    } as unknown as Parameters<typeof pageHead>[0]
    const head = pageHead(match, {
      title: dirty.name,
      description: dirty.description,
      jsonLd: () => [{ '@type': 'Product', name: dirty.name }],
    })
    const text = JSON.stringify(head)
    expect(text).toContain('Brass Candelabra')
    expect(text).toBe(JSON.stringify(sanityStegaClean(head)))
    expect(JSON.stringify(head)).not.toMatch(/[\u200B-\u200D\u2060-\u2063\uFEFF]/)
    expect(jsonLdScript({ '@type': 'Product', name: dirty.name }).children).toBe(
      '{"@context":"https://schema.org","@type":"Product","name":"Brass Candelabra"}',
    )
  })
})

describe("the preview client's stega filter", () => {
  it('leaves identifiers, alt text, phone numbers and press logo names plain; defers to Sanity otherwise', async () => {
    const { stegaFilter } = await import('../../../src/server/sanityForServer.ts')
    const props = (sourcePath: string[], _type = 'product') =>
      ({
        sourcePath,
        resultPath: sourcePath,
        sourceDocument: { _id: 'x', _type },
        value: 'text',
        filterDefault: () => true,
      }) as unknown as Parameters<typeof stegaFilter>[0]
    expect(stegaFilter(props(['productId', 'current']))).toBe(false)
    expect(stegaFilter(props(['image', 'alt']))).toBe(false)
    expect(stegaFilter(props(['phone'], 'siteSettings'))).toBe(false)
    expect(stegaFilter(props(['name'], 'pressLogo'))).toBe(false)
    expect(stegaFilter(props(['name']))).toBe(true)
    expect(stegaFilter(props(['description']))).toBe(true)
  })
})
