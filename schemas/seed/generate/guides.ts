import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'
import { guides, type GuideSection } from '../content/guides.ts'
import { storeProducts } from '../content/store.ts'
import { GUIDES_DIR } from '../guides.ts'

/** The brand's colours (web/src/theme/tokens.ts) as PDF colours. */
const MAROON = rgb(0x33 / 255, 0x05 / 255, 0x06 / 255)
const IVORY = rgb(0xf7 / 255, 0xf1 / 255, 0xea / 255)
const GOLD = rgb(0x8a / 255, 0x6a / 255, 0x2f / 255)
const INK = rgb(0.16, 0.13, 0.13)
const A4: [number, number] = [595.28, 841.89]
const MARGIN = 72
// A fixed date, so running the generator twice writes the same bytes.
const DATE = new Date('2026-01-01T00:00:00Z')

type Fonts = { display: PDFFont; displayItalic: PDFFont; body: PDFFont }

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

function cover(doc: PDFDocument, fonts: Fonts, title: string, subtitle: string) {
  const page = doc.addPage(A4)
  const [width, height] = A4
  page.drawRectangle({ x: 0, y: 0, width, height, color: MAROON })
  page.drawRectangle({ x: 36, y: 36, width: width - 72, height: height - 72, borderColor: GOLD, borderWidth: 0.75 })
  page.drawText('AMARANTH EVENTS', { x: MARGIN, y: height - 140, size: 11, font: fonts.body, color: GOLD })
  let y = height / 2 + 60
  for (const line of wrap(title, fonts.display, 44, width - 2 * MARGIN)) {
    page.drawText(line, { x: MARGIN, y, size: 44, font: fonts.display, color: IVORY })
    y -= 52
  }
  page.drawLine({ start: { x: MARGIN, y: y + 20 }, end: { x: MARGIN + 80, y: y + 20 }, thickness: 1, color: GOLD })
  y -= 10
  for (const line of wrap(subtitle, fonts.displayItalic, 18, width - 2 * MARGIN)) {
    page.drawText(line, { x: MARGIN, y, size: 18, font: fonts.displayItalic, color: IVORY })
    y -= 24
  }
  page.drawText('Brisbane · Perth', { x: MARGIN, y: 90, size: 10, font: fonts.body, color: IVORY })
}

function pageFrame(doc: PDFDocument, fonts: Fonts, title: string, number: number): PDFPage {
  const page = doc.addPage(A4)
  const [width, height] = A4
  page.drawRectangle({ x: 0, y: 0, width, height, color: IVORY })
  page.drawText(title.toUpperCase(), { x: MARGIN, y: height - 48, size: 8, font: fonts.body, color: GOLD })
  page.drawText(String(number), { x: width - MARGIN - 10, y: 40, size: 9, font: fonts.body, color: GOLD })
  return page
}

function contents(doc: PDFDocument, fonts: Fonts, title: string, sections: GuideSection[]) {
  const page = pageFrame(doc, fonts, title, 2)
  let y = A4[1] - 140
  page.drawText('Contents', { x: MARGIN, y, size: 32, font: fonts.display, color: MAROON })
  y -= 56
  sections.forEach((section, index) => {
    page.drawText(`${index + 1}.  ${section.heading}`, { x: MARGIN, y, size: 14, font: fonts.display, color: INK })
    page.drawText(String(index + 3), { x: A4[0] - MARGIN - 10, y, size: 12, font: fonts.body, color: GOLD })
    y -= 30
  })
}

function sectionPage(doc: PDFDocument, fonts: Fonts, title: string, section: GuideSection, index: number) {
  const page = pageFrame(doc, fonts, title, index + 3)
  const width = A4[0] - 2 * MARGIN
  let y = A4[1] - 130
  page.drawText(`Chapter ${index + 1}`, { x: MARGIN, y, size: 10, font: fonts.body, color: GOLD })
  y -= 36
  for (const line of wrap(section.heading, fonts.display, 28, width)) {
    page.drawText(line, { x: MARGIN, y, size: 28, font: fonts.display, color: MAROON })
    y -= 34
  }
  y -= 12
  for (const paragraph of section.paragraphs) {
    for (const line of wrap(paragraph, fonts.body, 11, width)) {
      page.drawText(line, { x: MARGIN, y, size: 11, font: fonts.body, color: INK })
      y -= 17
    }
    y -= 10
  }
  for (const item of section.list ?? []) {
    const lines = wrap(item, fonts.body, 11, width - 18)
    page.drawText('—', { x: MARGIN, y, size: 11, font: fonts.body, color: GOLD })
    for (const line of lines) {
      page.drawText(line, { x: MARGIN + 18, y, size: 11, font: fonts.body, color: INK })
      y -= 17
    }
    y -= 5
  }
}

async function guidePdf(title: string, subtitle: string, sections: GuideSection[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(title)
  doc.setAuthor('Amaranth Events')
  doc.setProducer('Amaranth Events seed generator')
  doc.setCreator('Amaranth Events')
  doc.setCreationDate(DATE)
  doc.setModificationDate(DATE)
  const fonts: Fonts = {
    display: await doc.embedFont(StandardFonts.TimesRoman),
    displayItalic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    body: await doc.embedFont(StandardFonts.Helvetica),
  }
  cover(doc, fonts, title, subtitle)
  contents(doc, fonts, title, sections)
  sections.forEach((section, index) => sectionPage(doc, fonts, title, section, index))
  return doc.save({ useObjectStreams: false })
}

/** Writes one PDF per store product into seed/guides (its `guideFile`), apart from the CMS's public assets. */
export async function writeGuides(): Promise<number> {
  rmSync(GUIDES_DIR, { recursive: true, force: true })
  mkdirSync(GUIDES_DIR, { recursive: true })
  for (const product of storeProducts) {
    const guide = guides[product.key]
    if (!guide) throw new Error(`No guide pages for store product ${product.key}`)
    writeFileSync(join(GUIDES_DIR, product.guideFile), await guidePdf(product.name, guide.subtitle, guide.sections))
  }
  return storeProducts.length
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`${await writeGuides()} guides in ${GUIDES_DIR}`)
