import type { Chapter } from '../../content/guides.ts'
import { drawBlock } from './blocks.ts'
import { chapterNumber } from './contents.ts'
import { eyebrow } from './prose.ts'
import { drawLine, drawLines, wrap } from './text.ts'
import { colors, CONTENT_WIDTH, MARGIN } from './theme.ts'
import type { GuideWriter } from './writer.ts'

/** Lays a chapter out from a fresh page: its opener, then its blocks. Returns the page it starts on. */
export function drawChapter(w: GuideWriter, chapter: Chapter, index: number): number {
  w.chapter = chapter.title
  w.newPage()
  const start = w.pageNumber
  const x = MARGIN.x
  w.y -= 30
  drawLine(w.page, `CHAPTER ${chapterNumber(index)}`, x, w.y, eyebrow(w, 7.2))
  const titleStyle = w.style('display', 32, colors.maroon, { leading: 36 })
  w.y = drawLines(w.page, wrap(chapter.title, titleStyle, CONTENT_WIDTH), x, w.y - 40, titleStyle)
  w.page.drawLine({ start: { x, y: w.y + 18 }, end: { x: x + 44, y: w.y + 18 }, thickness: 0.8, color: colors.gold })
  const introStyle = w.style('displayItalic', 13.5, colors.inkSoft, { leading: 19 })
  w.y = drawLines(w.page, wrap(chapter.intro, introStyle, CONTENT_WIDTH * 0.86), x, w.y - 8, introStyle)
  w.y -= 12
  chapter.blocks.forEach((block, i) => drawBlock(w, block, chapter.blocks[i + 1]))
  return start
}
