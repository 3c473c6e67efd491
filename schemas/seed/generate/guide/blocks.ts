import type { Block } from '../../content/guides.ts'
import { fields, fieldsHeight, letter, letterHeight, lines, note, noteHeight, SWATCH_ROW, swatches } from './boxes.ts'
import { bullets, bulletsHeight, checklist, checklistHeight, clauses, flow, heading } from './prose.ts'
import { table, tableKeepHeight } from './table.ts'
import { BODY, MARGIN, PAGE } from './theme.ts'
import type { GuideWriter } from './writer.ts'

/** The height a block needs below a heading, so the heading never sits alone at the foot of a page. */
function keepHeight(w: GuideWriter, block: Block | undefined): number {
  if (!block) return 0
  const whole = (height: number) => Math.min(height, w.pageRoom * 0.55)
  switch (block.kind) {
    case 'bullets':
      return whole(bulletsHeight(w, block.items))
    case 'checklist':
      return whole(checklistHeight(w, block.items))
    case 'fields':
      return whole(fieldsHeight(block.labels))
    case 'note':
      return noteHeight(w, block.text) + 12
    case 'letter':
      return letterHeight(w, block.body) + 10
    case 'swatches':
      return SWATCH_ROW
    case 'table':
      return tableKeepHeight(w, block) + 8
    default:
      return 3 * BODY.leading
  }
}

/** Draws one block of a chapter at the cursor; `next` is the block after it, if any. */
export function drawBlock(w: GuideWriter, block: Block, next?: Block): void {
  switch (block.kind) {
    case 'text':
      w.gap(4)
      flow(w, block.text)
      w.y -= 5
      return
    case 'heading':
      // Plus the space the next block leaves above itself.
      return heading(w, block.text, keepHeight(w, next) + 16)
    case 'bullets':
      w.gap(4)
      return bullets(w, block.items)
    case 'checklist':
      w.gap(6)
      return checklist(w, block.items)
    case 'clauses':
      return clauses(w, block.items)
    case 'note':
      return note(w, block.text, block.label)
    case 'fields':
      return fields(w, block.labels)
    case 'lines':
      return lines(w, block.count)
    case 'swatches':
      return swatches(w, block.palettes)
    case 'letter':
      return letter(w, block.subject, block.body)
    case 'table':
      w.gap(8)
      return table(w, block)
    case 'pageBreak':
      if (w.y < PAGE.height - MARGIN.top) w.newPage()
      return
  }
}
