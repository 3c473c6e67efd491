import type { PDFPage } from 'pdf-lib'
import type { Fonts } from './fonts.ts'
import { drawLine, type TextStyle } from './text.ts'
import { colors, CONTENT_WIDTH, MARGIN, PAGE } from './theme.ts'

/** The running head (guide left, chapter right, a hairline below) and the page number at the foot. */
export function runningHead(page: PDFPage, fonts: Fonts, guide: string, chapter: string) {
  const top = PAGE.height - 52
  const guideStyle: TextStyle = { font: fonts.bodyStrong, size: 6.4, color: colors.goldText, tracking: 1.2 }
  drawLine(page, guide.toUpperCase(), MARGIN.x, top, guideStyle)
  drawLine(
    page,
    chapter,
    MARGIN.x,
    top,
    { font: fonts.displayItalic, size: 10, color: colors.inkSoft },
    'right',
    CONTENT_WIDTH,
  )
  page.drawLine({
    start: { x: MARGIN.x, y: top - 9 },
    end: { x: MARGIN.x + CONTENT_WIDTH, y: top - 9 },
    thickness: 0.5,
    color: colors.line,
  })
}

export function pageNumber(page: PDFPage, fonts: Fonts, number: number) {
  const y = 42
  const style: TextStyle = { font: fonts.display, size: 11, color: colors.maroon }
  drawLine(page, String(number), 0, y, style, 'center', PAGE.width)
  const half = 34
  for (const side of [-1, 1])
    page.drawLine({
      start: { x: PAGE.width / 2 + side * 14, y: y + 3.5 },
      end: { x: PAGE.width / 2 + side * half, y: y + 3.5 },
      thickness: 0.5,
      color: colors.gold,
    })
}
