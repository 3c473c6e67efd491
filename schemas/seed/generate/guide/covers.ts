import type { PDFDocument, PDFPage } from 'pdf-lib'
import type { Fonts } from './fonts.ts'
import { drawLine, drawLines, wrap, type TextStyle } from './text.ts'
import { colors, PAGE } from './theme.ts'

const W = PAGE.width
const H = PAGE.height

function maroonPage(doc: PDFDocument): PDFPage {
  const page = doc.addPage([W, H])
  page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: colors.maroon })
  page.drawRectangle({
    x: 28,
    y: 28,
    width: W - 56,
    height: H - 56,
    borderColor: colors.gold,
    borderWidth: 0.6,
    opacity: 0,
  })
  return page
}

const tracked = (fonts: Fonts, size: number, color = colors.goldLight): TextStyle => ({
  font: fonts.bodyStrong,
  size,
  color,
  tracking: size * 0.32,
})

/** The monogram: a fine gold ring around an italic A, as a small mark rather than a logo. */
function monogram(page: PDFPage, fonts: Fonts, cx: number, cy: number) {
  page.drawCircle({ x: cx, y: cy, size: 26, borderColor: colors.gold, borderWidth: 0.7, opacity: 0 })
  const style = { font: fonts.displayItalic, size: 30, color: colors.ivory }
  drawLine(page, 'A', cx - 30, cy - 9, style, 'center', 60)
}

/** The front cover: maroon, a fine gold frame, the title set large in Cormorant, centred, with room around it. */
export function frontCover(doc: PDFDocument, fonts: Fonts, guide: { title: string; kicker: string; subtitle: string }) {
  const page = maroonPage(doc)
  drawLine(page, 'AMARANTH EVENTS', 0, H - 108, tracked(fonts, 8.5), 'center', W)
  monogram(page, fonts, W / 2, H / 2 + 150)
  drawLine(page, guide.kicker.toUpperCase(), 0, H / 2 + 82, tracked(fonts, 7.5, colors.gold), 'center', W)
  const titleStyle: TextStyle = { font: fonts.displayLight, size: 52, color: colors.ivory, leading: 54 }
  const title = wrap(guide.title, titleStyle, W - 170)
  const y = drawLines(page, title, 0, H / 2 + 20, titleStyle, 'center', W)
  page.drawLine({
    start: { x: W / 2 - 24, y: y + 22 },
    end: { x: W / 2 + 24, y: y + 22 },
    thickness: 0.7,
    color: colors.gold,
  })
  const subStyle: TextStyle = { font: fonts.displayItalic, size: 17, color: colors.champagne, leading: 23 }
  drawLines(page, wrap(guide.subtitle, subStyle, W - 200), 0, y - 12, subStyle, 'center', W)
  drawLine(page, 'BRISBANE  ·  PERTH', 0, 92, tracked(fonts, 7), 'center', W)
}

/** The back cover: who made it, and the terms of use a paid download carries. */
export function backCover(doc: PDFDocument, fonts: Fonts, title: string) {
  const page = maroonPage(doc)
  monogram(page, fonts, W / 2, H / 2 + 70)
  const nameStyle: TextStyle = { font: fonts.displayLight, size: 26, color: colors.ivory }
  drawLine(page, 'Amaranth Events', 0, H / 2, nameStyle, 'center', W)
  const lineStyle: TextStyle = { font: fonts.displayItalic, size: 13, color: colors.champagne, leading: 19 }
  drawLines(
    page,
    ['Styling, hire and planning for weddings and events', 'in Brisbane and Perth.'],
    0,
    H / 2 - 30,
    lineStyle,
    'center',
    W,
  )
  const small: TextStyle = { font: fonts.body, size: 7.4, color: colors.champagne, leading: 11 }
  const terms = wrap(
    `${title} © 2026 Amaranth Events. Made for the buyer's own events and planning: print it as often as you like, and please do not share or resell the file.`,
    small,
    300,
  )
  drawLines(page, terms, 0, 110, small, 'center', W)
}
