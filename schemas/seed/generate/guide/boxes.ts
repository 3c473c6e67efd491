import type { Palette } from '../../content/guides.ts'
import { eyebrow } from './prose.ts'
import { drawLine, drawLines, wrap } from './text.ts'
import { colors, CONTENT_WIDTH, hex, MARGIN } from './theme.ts'
import type { GuideWriter } from './writer.ts'

const X = MARGIN.x
const PAD = 16

const noteStyle = (w: GuideWriter) => w.style('displayItalic', 12.5, colors.maroon, { leading: 17 })
const noteLines = (w: GuideWriter, text: string) => wrap(text, noteStyle(w), CONTENT_WIDTH - 2 * PAD - 4)
export const noteHeight = (w: GuideWriter, text: string) => PAD + 14 + noteLines(w, text).length * 17 + PAD - 4

/** A tinted aside with a gold rule: the studio's advice, set apart from the instructions. */
export function note(w: GuideWriter, text: string, label = 'From the studio') {
  const height = noteHeight(w, text)
  w.gap(12)
  w.ensure(height)
  const top = w.y
  w.page.drawRectangle({ x: X, y: top - height, width: CONTENT_WIDTH, height, color: colors.ivory })
  w.page.drawRectangle({ x: X, y: top - height, width: 2.5, height, color: colors.gold })
  drawLine(w.page, label.toUpperCase(), X + PAD + 4, top - PAD - 6, eyebrow(w))
  drawLines(w.page, noteLines(w, text), X + PAD + 4, top - PAD - 26, noteStyle(w))
  w.y = top - height - 12
}

const FIELD_ROW = 31
export const fieldsHeight = (labels: string[]) => Math.ceil(labels.length / 2) * FIELD_ROW

/** Labelled lines to write on, two to a row. */
export function fields(w: GuideWriter, labels: string[]) {
  const columnGap = 24
  const width = (CONTENT_WIDTH - columnGap) / 2
  w.gap(4)
  w.keepTogether(fieldsHeight(labels))
  for (let i = 0; i < labels.length; i += 2) {
    w.ensure(FIELD_ROW)
    labels.slice(i, i + 2).forEach((label, column) => {
      const x = X + column * (width + columnGap)
      drawLine(w.page, label.toUpperCase(), x, w.y - 8, eyebrow(w, 6.4))
      const y = w.y - 27
      w.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.6, color: colors.champagne })
    })
    w.y -= FIELD_ROW
  }
}

/** Ruled writing lines; without a count they fill the rest of the page. */
export function lines(w: GuideWriter, count?: number) {
  const spacing = 24
  w.gap(8)
  const n = count ?? Math.floor(w.room / spacing)
  for (let i = 0; i < n; i++) {
    w.ensure(spacing)
    w.y -= spacing
    const end = X + CONTENT_WIDTH
    w.page.drawLine({ start: { x: X, y: w.y }, end: { x: end, y: w.y }, thickness: 0.5, color: colors.line })
  }
}

export const SWATCH_ROW = 64

/** Each palette as a row: its name and mood, then its colours as labelled discs. */
export function swatches(w: GuideWriter, palettes: Palette[]) {
  const radius = 16
  const labelStyle = w.style('body', 7, colors.inkSoft)
  w.gap(6)
  for (const palette of palettes) {
    w.ensure(SWATCH_ROW)
    drawLine(w.page, palette.name, X, w.y - 18, w.style('display', 14, colors.maroon))
    drawLine(w.page, palette.note, X, w.y - 32, w.style('body', 8, colors.inkSoft))
    const slot = (CONTENT_WIDTH - 190) / palette.colours.length
    palette.colours.forEach((colour, i) => {
      const cx = X + 190 + slot * (i + 0.5)
      const cy = w.y - 22
      w.page.drawCircle({
        x: cx,
        y: cy,
        size: radius,
        color: hex(colour.hex),
        borderColor: colors.line,
        borderWidth: 0.6,
      })
      drawLine(w.page, colour.name, cx - slot / 2, cy - radius - 11, labelStyle, 'center', slot)
    })
    w.y -= SWATCH_ROW
  }
}

const letterStyle = (w: GuideWriter) => w.style('body', 9, colors.ink, { leading: 13.5 })
const letterParagraphs = (w: GuideWriter, body: string[]) =>
  body.map((p) => wrap(p, letterStyle(w), CONTENT_WIDTH - 2 * PAD))
export const letterHeight = (w: GuideWriter, body: string[]) =>
  PAD + 24 + letterParagraphs(w, body).reduce((sum, p) => sum + p.length * 13.5 + 6, 0) + PAD - 10

/** An email to copy: a ruled box with its subject line and body, [placeholders] to replace. */
export function letter(w: GuideWriter, subject: string, body: string[]) {
  const height = letterHeight(w, body)
  w.gap(10)
  w.ensure(height)
  const top = w.y
  const right = X + CONTENT_WIDTH - PAD
  w.page.drawRectangle({
    x: X,
    y: top - height,
    width: CONTENT_WIDTH,
    height,
    borderColor: colors.champagne,
    borderWidth: 0.8,
  })
  drawLine(w.page, 'SUBJECT', X + PAD, top - PAD - 7, eyebrow(w, 6.4))
  drawLine(w.page, subject, X + PAD + 46, top - PAD - 7.5, w.style('bodyStrong', 9, colors.maroon))
  w.page.drawLine({
    start: { x: X + PAD, y: top - PAD - 14 },
    end: { x: right, y: top - PAD - 14 },
    thickness: 0.5,
    color: colors.line,
  })
  let y = top - PAD - 24 - 9
  for (const p of letterParagraphs(w, body)) y = drawLines(w.page, p, X + PAD, y, letterStyle(w)) - 6
  w.y = top - height - 8
}
