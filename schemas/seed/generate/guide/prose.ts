import { drawLine, drawLines, wrap } from './text.ts'
import { BODY, colors, CONTENT_WIDTH, MARGIN } from './theme.ts'
import type { GuideWriter } from './writer.ts'

const X = MARGIN.x
const BULLET_INDENT = 16
const TICK_INDENT = 22

export function bodyStyle(w: GuideWriter) {
  return w.style('body', BODY.size, colors.ink, { leading: BODY.leading })
}

/** A small tracked capital label, the site's eyebrow style. */
export function eyebrow(w: GuideWriter, size = 6.8, color = colors.goldText) {
  return w.style('bodyStrong', size, color, { tracking: size * 0.18 })
}

/** Draws text line by line so a long paragraph runs on to the next page. */
export function flow(w: GuideWriter, text: string, x = X, width = CONTENT_WIDTH, style = bodyStyle(w)) {
  const leading = style.leading ?? BODY.leading
  for (const line of wrap(text, style, width)) {
    w.ensure(leading)
    drawLine(w.page, line, x, w.y - style.size, style)
    w.y -= leading
  }
}

const headingStyle = (w: GuideWriter) => w.style('displayStrong', 15, colors.maroon, { leading: 18 })

/** A heading never ends a page: it starts a new one unless `keep` points of what follows fit below it. */
export function heading(w: GuideWriter, text: string, keep: number) {
  const style = headingStyle(w)
  const lines = wrap(text, style, CONTENT_WIDTH)
  w.gap(16)
  w.ensure(lines.length * 18 + keep)
  w.y = drawLines(w.page, lines, X, w.y - 15, style) + 18 - 8
}

const bulletLines = (w: GuideWriter, items: string[]) =>
  items.map((item) => wrap(item, bodyStyle(w), CONTENT_WIDTH - BULLET_INDENT))
export const bulletsHeight = (w: GuideWriter, items: string[]) =>
  bulletLines(w, items).reduce((sum, lines) => sum + lines.length * BODY.leading + 3, 0)

export function bullets(w: GuideWriter, items: string[]) {
  w.keepTogether(bulletsHeight(w, items))
  for (const lines of bulletLines(w, items)) {
    w.ensure(BODY.leading)
    drawLine(w.page, '–', X + 2, w.y - BODY.size, w.style('body', BODY.size, colors.gold))
    for (const line of lines) flow(w, line, X + BULLET_INDENT, CONTENT_WIDTH - BULLET_INDENT)
    w.y -= 3
  }
}

const tickLines = (w: GuideWriter, items: string[]) =>
  items.map((item) => wrap(item, bodyStyle(w), CONTENT_WIDTH - TICK_INDENT))
const tickHeight = (lines: string[]) => lines.length * BODY.leading + 8
export const checklistHeight = (w: GuideWriter, items: string[]) =>
  tickLines(w, items).reduce((sum, lines) => sum + tickHeight(lines), 0)

/** Items with a tick box each, kept whole on a page when the list is short. */
export function checklist(w: GuideWriter, items: string[]) {
  w.keepTogether(checklistHeight(w, items))
  for (const lines of tickLines(w, items)) {
    w.ensure(tickHeight(lines))
    w.tickBox(X, w.y - 1.5)
    drawLines(w.page, lines, X + TICK_INDENT, w.y - BODY.size, bodyStyle(w))
    w.y -= tickHeight(lines)
  }
}

/** Numbered clauses: a gold numeral, the clause's name, then its wording. */
export function clauses(w: GuideWriter, items: { title: string; text: string }[]) {
  items.forEach((item, index) => {
    const lines = wrap(item.text, bodyStyle(w), CONTENT_WIDTH - TICK_INDENT)
    w.gap(8)
    w.ensure(16 + Math.min(lines.length, 3) * BODY.leading)
    drawLine(w.page, String(index + 1), X, w.y - 11, w.style('displayItalic', 14, colors.gold))
    drawLine(w.page, item.title, X + TICK_INDENT, w.y - 10, w.style('bodyStrong', 9.6, colors.maroon))
    w.y -= 16
    for (const line of lines) flow(w, line, X + TICK_INDENT, CONTENT_WIDTH - TICK_INDENT)
  })
  w.y -= 6
}
