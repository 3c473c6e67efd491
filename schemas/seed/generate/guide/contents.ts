import type { PDFDocument } from 'pdf-lib'
import type { Fonts } from './fonts.ts'
import { drawLine, drawLines, widthOf, wrap, type TextStyle } from './text.ts'
import { colors, CONTENT_WIDTH, MARGIN, PAGE } from './theme.ts'

export type ContentsEntry = { title: string; intro: string; page: number }

/** Two-digit chapter numbers, as set in the contents and on each chapter's first page. */
export const chapterNumber = (index: number) => String(index + 1).padStart(2, '0')

/**
 * The contents page, drawn into the page kept for it after the chapters are laid out, so each
 * entry carries the page the chapter really starts on.
 */
export function contentsPage(doc: PDFDocument, fonts: Fonts, entries: ContentsEntry[], pageIndex: number) {
  const page = doc.getPage(pageIndex)
  const x = MARGIN.x
  let y = PAGE.height - 150
  const eyebrow: TextStyle = { font: fonts.bodyStrong, size: 7, color: colors.goldText, tracking: 1.3 }
  drawLine(page, 'INSIDE THIS GUIDE', x, y + 44, eyebrow)
  drawLine(page, 'Contents', x, y, { font: fonts.displayLight, size: 40, color: colors.maroon })
  y -= 52
  const number: TextStyle = { font: fonts.displayItalic, size: 15, color: colors.gold }
  const title: TextStyle = { font: fonts.display, size: 16, color: colors.ink }
  const intro: TextStyle = { font: fonts.body, size: 8.2, color: colors.inkSoft, leading: 12 }
  const pageStyle: TextStyle = { font: fonts.bodyStrong, size: 9, color: colors.maroon }
  const indent = 40
  // Entries share the page's height, so four chapters and ten both sit comfortably.
  const step = Math.min(64, (y - MARGIN.bottom - 20) / entries.length)
  entries.forEach((entry, index) => {
    page.drawLine({
      start: { x, y: y + 20 },
      end: { x: x + CONTENT_WIDTH, y: y + 20 },
      thickness: 0.5,
      color: colors.line,
    })
    drawLine(page, chapterNumber(index), x, y, number)
    drawLine(page, entry.title, x + indent, y, title)
    drawLine(page, String(entry.page), x, y, pageStyle, 'right', CONTENT_WIDTH)
    const first = entry.intro.split(/(?<=\.)\s/)[0] ?? ''
    const lines = wrap(first, intro, CONTENT_WIDTH - indent - widthOf('000', pageStyle) - 30)
    if (step > 44) drawLines(page, lines.slice(0, 2), x + indent, y - 16, intro)
    y -= step
  })
}
