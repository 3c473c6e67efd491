import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { guides, type GuideSeed } from '../content/guides.ts'
import { storeProducts } from '../content/store.ts'
import { GUIDES_DIR } from '../guides.ts'
import { drawChapter } from './guide/chapter.ts'
import { contentsPage } from './guide/contents.ts'
import { backCover, frontCover } from './guide/covers.ts'
import { embedBrandFonts } from './guide/fonts.ts'
import { addOutline } from './guide/outline.ts'
import { pageNumber, runningHead } from './guide/running.ts'
import { PAGE } from './guide/theme.ts'
import { GuideWriter } from './guide/writer.ts'

// A fixed date, so running the generator twice writes the same bytes.
const DATE = new Date('2026-01-01T00:00:00Z')

/** One guide: cover, contents, a chapter from a fresh page each, running heads and numbers, back cover. */
export async function guidePdf(title: string, guide: GuideSeed): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(title)
  doc.setSubject(guide.subtitle)
  doc.setAuthor('Amaranth Events')
  doc.setProducer('Amaranth Events seed generator')
  doc.setCreator('Amaranth Events')
  doc.setCreationDate(DATE)
  doc.setModificationDate(DATE)
  const fonts = await embedBrandFonts(doc)
  frontCover(doc, fonts, { title, kicker: guide.kicker, subtitle: guide.subtitle })
  const contents = doc.addPage([PAGE.width, PAGE.height])
  const writer = new GuideWriter(doc, fonts)
  const entries = guide.chapters.map((chapter, index) => ({ ...chapter, page: drawChapter(writer, chapter, index) }))
  contentsPage(doc, fonts, entries, doc.getPages().indexOf(contents))
  pageNumber(contents, fonts, 2)
  for (const { page, chapter } of writer.bodyPages) {
    runningHead(page, fonts, title, chapter)
    pageNumber(page, fonts, doc.getPages().indexOf(page) + 1)
  }
  backCover(doc, fonts, title)
  addOutline(doc, entries)
  return doc.save({ useObjectStreams: false })
}

/** Writes one PDF per store product into seed/guides (its `guideFile`), apart from the CMS's public assets. */
export async function writeGuides(): Promise<number> {
  rmSync(GUIDES_DIR, { recursive: true, force: true })
  mkdirSync(GUIDES_DIR, { recursive: true })
  for (const product of storeProducts) {
    const guide = guides[product.key]
    if (!guide) throw new Error(`No guide pages for store product ${product.key}`)
    writeFileSync(join(GUIDES_DIR, product.guideFile), await guidePdf(product.name, guide))
  }
  return storeProducts.length
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`${await writeGuides()} guides in ${GUIDES_DIR}`)
