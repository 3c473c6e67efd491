import type { TableBlock } from '../../content/guides.ts'
import { drawLines, wrap, type TextStyle } from './text.ts'
import { colors, CONTENT_WIDTH, MARGIN } from './theme.ts'
import type { GuideWriter } from './writer.ts'

const X = MARGIN.x
const PAD_X = 6
const PAD_Y = 5
const LEADING = 12
/** From a row's top to its first baseline: the padding plus the body face's ascent. */
const BASELINE = 7.6
/** A row to write in is tall enough for handwriting. */
const BLANK_ROW = 22

type Cell = { lines: string[]; style: TextStyle }
type Row = { cells: Cell[]; height: number }

/** The table's rows wrapped to its columns, with their heights, before anything is drawn. */
function measure(w: GuideWriter, block: TableBlock) {
  const sum = block.columns.reduce((total, c) => total + c.width, 0)
  const widths = block.columns.map((c) => (c.width / sum) * CONTENT_WIDTH)
  const lefts = widths.map((_, i) => X + widths.slice(0, i).reduce((a, b) => a + b, 0))
  const headStyle = w.style('bodyStrong', 6.6, colors.maroon, { leading: 9, tracking: 0.9 })
  const cellStyle = w.style('body', 8.4, colors.ink, { leading: LEADING })
  const firstStyle = block.display
    ? w.style('displayStrong', 11.5, colors.maroon, { leading: 13 })
    : w.style('bodyStrong', 8.4, colors.ink, { leading: LEADING })
  const totalStyle = w.style('bodyStrong', 8.4, colors.maroon, { leading: LEADING })
  const minHeight = block.rowHeight ?? BLANK_ROW

  const row = (values: string[], style: (i: number) => TextStyle, min: number): Row => {
    const cells = block.columns.map((_, i) => ({
      lines: values[i] ? wrap(values[i]!, style(i), widths[i]! - 2 * PAD_X) : [],
      style: style(i),
    }))
    const height = Math.max(min, ...cells.map((c) => c.lines.length * (c.style.leading ?? LEADING) + 2 * PAD_Y - 2))
    return { cells, height }
  }
  const head = row(
    block.columns.map((c) => c.label.toUpperCase()),
    () => headStyle,
    22,
  )
  const printed = block.rows.map((values) => row(values, (i) => (i === 0 ? firstStyle : cellStyle), minHeight))
  const blank = row([], () => cellStyle, minHeight)
  const total = block.total ? row(block.total, () => totalStyle, BLANK_ROW) : undefined
  const printedHeight = printed.reduce((a, r) => a + r.height, 0)
  const totalHeight = total ? total.height + 1.5 : 0
  return { widths, lefts, head, printed, blank, total, printedHeight, totalHeight }
}

/** What a table keeps together: all of it when short, else its head and first row. */
export function tableKeepHeight(w: GuideWriter, block: TableBlock): number {
  const m = measure(w, block)
  // A table of rows to write in only is worth starting where a good number of them fit.
  const blanks = Math.min(block.blankRows ?? 0, m.printed.length ? 2 : 8) * m.blank.height
  const whole = m.head.height + m.printedHeight + blanks + m.totalHeight
  return whole <= w.pageRoom * 0.55 ? whole : m.head.height + (m.printed[0] ?? m.blank).height
}

/**
 * A ruled table: a tinted header row repeated on every page it runs onto, hairline rules between
 * rows, optional column rules, tick-box columns, blank rows to fill in and a totals row.
 */
export function table(w: GuideWriter, block: TableBlock): void {
  const m = measure(w, block)
  const rule = (y: number, thickness: number, color = colors.maroon) =>
    w.page.drawLine({ start: { x: X, y }, end: { x: X + CONTENT_WIDTH, y }, thickness, color })

  const drawRow = (row: Row, options: { fill?: boolean; rule?: number } = {}) => {
    const top = w.y
    if (options.fill)
      w.page.drawRectangle({ x: X, y: top - row.height, width: CONTENT_WIDTH, height: row.height, color: colors.ivory })
    row.cells.forEach((cell, i) => {
      const column = block.columns[i]!
      const left = m.lefts[i]!
      const width = m.widths[i]!
      // Every cell's first baseline is the row's, whatever its face, so a row reads as one line.
      if (!options.fill && column.tick) w.tickBox(left + width / 2 - 4.25, top - row.height / 2 + 4.25)
      else
        drawLines(w.page, cell.lines, left + PAD_X, top - PAD_Y - BASELINE, cell.style, column.align, width - 2 * PAD_X)
      if (block.grid && i > 0)
        w.page.drawLine({
          start: { x: left, y: top },
          end: { x: left, y: top - row.height },
          thickness: 0.4,
          color: colors.line,
        })
    })
    w.y = top - row.height
    if (options.rule) rule(w.y, options.rule)
    else rule(w.y, 0.5, colors.line)
  }
  const drawHead = () => {
    rule(w.y, 0.8)
    drawRow(m.head, { fill: true, rule: 0.8 })
  }

  w.keepTogether(tableKeepHeight(w, block))
  // Rows to write in are as many as the page holds, never a few stranded on the next page.
  const spare = Math.floor((w.room - m.head.height - m.printedHeight - m.totalHeight) / m.blank.height)
  const blanks = Math.max(0, Math.min(block.blankRows ?? 0, spare))
  const rows = [...m.printed, ...Array.from({ length: blanks }, () => m.blank)]
  w.ensure(m.head.height + (rows[0]?.height ?? 0))
  drawHead()
  for (const row of rows) {
    if (w.room < row.height) {
      w.newPage()
      drawHead()
    }
    drawRow(row)
  }
  if (m.total) {
    w.ensure(m.totalHeight)
    rule(w.y - 1.5, 0.5)
    w.y -= 1.5
    drawRow(m.total, { rule: 0.8 })
  }
  w.y -= 10
}
