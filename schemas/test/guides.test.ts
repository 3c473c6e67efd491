/**
 * The store's guide PDFs (seed/guides) are the ones the generator writes, set in the brand's own
 * fonts (no standard PDF font), with a bookmark and a page for every chapter, and small enough to
 * download on a phone.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import type { PDFHexString, PDFString } from 'pdf-lib'
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, type PDFObject } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { guides } from '../seed/content/guides.ts'
import { storeProducts } from '../seed/content/store.ts'
import { guidePdf } from '../seed/generate/guides.ts'
import { GUIDES_DIR } from '../seed/guides.ts'

const STANDARD_FONTS = /^(Times|Helvetica|Courier|Symbol|ZapfDingbats)/

async function open(file: string) {
  const bytes = readFileSync(join(GUIDES_DIR, file))
  return { bytes, doc: await PDFDocument.load(bytes, { updateMetadata: false }) }
}

function fontNames(doc: PDFDocument): string[] {
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font'),
    )
    .map((font) => font.get(PDFName.of('BaseFont'))?.toString().slice(1) ?? '')
}

/** Every /FontDescriptor carries its font program (FontFile2: TrueType), so nothing falls back to a viewer's font. */
function descriptorsEmbed(doc: PDFDocument): boolean[] {
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'))
    .map((descriptor) => descriptor.has(PDFName.of('FontFile2')))
}

/** The bookmarks: each chapter's title and the page (1-based) it opens. */
function outline(doc: PDFDocument): { title: string; page: number }[] {
  const pages = doc.getPages().map((page) => page.ref.toString())
  const dict = (object: PDFObject | undefined) => doc.context.lookup(object, PDFDict)
  const root = dict(doc.catalog.get(PDFName.of('Outlines')))
  const items: { title: string; page: number }[] = []
  for (let ref = root.get(PDFName.of('First')); ref instanceof PDFRef;) {
    const item = dict(ref)
    const title = item.get(PDFName.of('Title')) as PDFHexString | PDFString
    const dest = doc.context.lookup(item.get(PDFName.of('Dest')), PDFArray)
    items.push({ title: title.decodeText(), page: pages.indexOf(dest.get(0).toString()) + 1 })
    ref = item.get(PDFName.of('Next'))
  }
  return items
}

describe('store guides', () => {
  for (const product of storeProducts) {
    const guide = guides[product.key]!
    describe(product.name, () => {
      it('is the PDF the generator writes today (run seed:guides after changing a guide)', async () => {
        const { bytes } = await open(product.guideFile)
        expect(Buffer.from(await guidePdf(product.name, guide)).equals(bytes)).toBe(true)
      })

      it('embeds the brand fonts, subset, and no standard PDF font', async () => {
        const { doc } = await open(product.guideFile)
        const names = fontNames(doc)
        expect(names.filter((name) => STANDARD_FONTS.test(name.replace(/^[A-Z]{6}\+/, '')))).toEqual([])
        expect(names.some((name) => /^[A-Z]{6}\+CormorantGaramond-/.test(name))).toBe(true)
        expect(names.some((name) => /^[A-Z]{6}\+Jost-/.test(name))).toBe(true)
        expect(descriptorsEmbed(doc).length).toBeGreaterThan(0)
        expect(descriptorsEmbed(doc).every(Boolean)).toBe(true)
      })

      it('has a cover, a contents page, each chapter from its own page, and a back cover', async () => {
        const { doc } = await open(product.guideFile)
        const chapters = outline(doc)
        expect(chapters.map((c) => c.title)).toEqual(guide.chapters.map((c) => c.title))
        expect(chapters[0]!.page).toBe(3)
        for (let i = 1; i < chapters.length; i++) expect(chapters[i]!.page).toBeGreaterThan(chapters[i - 1]!.page)
        expect(doc.getPageCount()).toBeGreaterThan(chapters.at(-1)!.page)
        expect(doc.getPageCount()).toBeGreaterThanOrEqual(12)
      })

      it('stays small enough to download anywhere', async () => {
        const { bytes } = await open(product.guideFile)
        expect(bytes.length).toBeLessThan(400 * 1024)
      })
    })
  }

  it('draws every character the guides print from the brand fonts (none falls back to a missing glyph)', () => {
    const require = createRequire(import.meta.url)
    const faces = [
      'cormorant-garamond/files/cormorant-garamond-latin-500-normal',
      'jost/files/jost-latin-400-normal',
    ].map((file) => fontkit.create(readFileSync(require.resolve(`@fontsource/${file}.woff`))))
    const printed = JSON.stringify([guides, storeProducts.map((p) => p.name)])
    const missing = [...new Set(printed)].filter((char) =>
      faces.some((face) => !face.hasGlyphForCodePoint(char.codePointAt(0)!)),
    )
    expect(missing).toEqual([])
  })
})
