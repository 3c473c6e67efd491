import { setCharacterSpacing, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'

export type TextStyle = { font: PDFFont; size: number; color: RGB; leading?: number; tracking?: number }

/** The width of a line, with the letter-spacing pdf-lib leaves to the caller. */
export function widthOf(text: string, style: TextStyle): number {
  return style.font.widthOfTextAtSize(text, style.size) + (style.tracking ?? 0) * Math.max(0, text.length - 1)
}

/** Greedy word wrap; a word longer than the line stays whole on its own line. */
export function wrap(text: string, style: TextStyle, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word
      if (line && widthOf(next, style) > width) {
        lines.push(line)
        line = word
      } else line = next
    }
    lines.push(line)
  }
  return lines
}

export type Align = 'left' | 'center' | 'right'

/** Draws one line at a baseline, aligned within [x, x + width] when a width is given. */
export function drawLine(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  align: Align = 'left',
  width = 0,
) {
  const offset =
    align === 'left' ? 0 : align === 'center' ? (width - widthOf(text, style)) / 2 : width - widthOf(text, style)
  if (style.tracking) page.pushOperators(setCharacterSpacing(style.tracking))
  page.drawText(text, { x: x + offset, y, size: style.size, font: style.font, color: style.color })
  if (style.tracking) page.pushOperators(setCharacterSpacing(0))
}

/** Draws wrapped lines from a first baseline; returns the baseline below the last line. */
export function drawLines(
  page: PDFPage,
  lines: string[],
  x: number,
  y: number,
  style: TextStyle,
  align: Align = 'left',
  width = 0,
): number {
  const leading = style.leading ?? style.size * 1.3
  for (const line of lines) {
    drawLine(page, line, x, y, style, align, width)
    y -= leading
  }
  return y
}
