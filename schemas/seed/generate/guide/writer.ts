import type { PDFDocument, PDFPage, RGB } from 'pdf-lib'
import type { FontRole, Fonts } from './fonts.ts'
import type { TextStyle } from './text.ts'
import { colors, MARGIN, PAGE } from './theme.ts'

/** An inner page and the chapter it belongs to, for the running head drawn once every page exists. */
export type BodyPage = { page: PDFPage; chapter: string }

/**
 * The flow of a guide's inner pages: a cursor that moves down the page and starts a new one when
 * the next piece does not fit. Blocks ask for the room they need before they draw.
 */
export class GuideWriter {
  readonly doc: PDFDocument
  readonly fonts: Fonts
  readonly bodyPages: BodyPage[] = []
  chapter = ''
  page!: PDFPage
  y = 0

  constructor(doc: PDFDocument, fonts: Fonts) {
    this.doc = doc
    this.fonts = fonts
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - MARGIN.top
    this.bodyPages.push({ page: this.page, chapter: this.chapter })
    return this.page
  }

  /** The page number (1-based, the cover is 1) the next piece lands on. */
  get pageNumber(): number {
    return this.doc.getPageCount()
  }

  get room(): number {
    return this.y - MARGIN.bottom
  }

  /** Starts a new page unless `height` points fit above the bottom margin. */
  ensure(height: number): void {
    if (this.room < height) this.newPage()
  }

  /** The height of an empty page's content area. */
  get pageRoom(): number {
    return PAGE.height - MARGIN.top - MARGIN.bottom
  }

  /**
   * Keeps a piece of `height` points whole: a new page if it does not fit here but would on a page
   * of its own, so short lists and tables never leave a line or two stranded overleaf.
   */
  keepTogether(height: number): void {
    if (height <= this.pageRoom * 0.55) this.ensure(height)
  }

  /** Space between pieces, dropped at the top of a page where it would only push content down. */
  gap(points: number): void {
    if (this.y < PAGE.height - MARGIN.top) this.y -= points
  }

  /** An empty square to tick on paper, its top-left corner at (x, top). */
  tickBox(x: number, top: number, size = 8.5): void {
    this.page.drawRectangle({ x, y: top - size, width: size, height: size, borderColor: colors.gold, borderWidth: 0.8 })
  }

  style(role: FontRole, size: number, color: RGB, extra: Partial<TextStyle> = {}): TextStyle {
    return { font: this.fonts[role], size, color, ...extra }
  }
}
