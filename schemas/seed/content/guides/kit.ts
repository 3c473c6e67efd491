/** The pieces a guide's chapters are written in; seed/generate/guide draws each kind. */
export type Column = { label: string; width: number; align?: 'left' | 'center' | 'right'; tick?: boolean }
export type TableBlock = {
  kind: 'table'
  columns: Column[]
  rows: string[][]
  /** Empty rows to write in, after the printed ones. */
  blankRows?: number
  rowHeight?: number
  /** A ruled-off last row. */
  total?: string[]
  /** Column rules, for tables of figures written by hand. */
  grid?: boolean
  /** The first column in the display face, for a table read by its first column (months, stages). */
  display?: boolean
}
export type Swatch = { name: string; hex: string }
export type Palette = { name: string; note: string; colours: Swatch[] }
export type Block =
  | { kind: 'text'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'checklist'; items: string[] }
  | { kind: 'note'; text: string; label?: string }
  | { kind: 'fields'; labels: string[] }
  | { kind: 'lines'; count?: number }
  | { kind: 'swatches'; palettes: Palette[] }
  | { kind: 'letter'; subject: string; body: string[] }
  | { kind: 'clauses'; items: { title: string; text: string }[] }
  | { kind: 'pageBreak' }
  | TableBlock
export type Chapter = { title: string; intro: string; blocks: Block[] }
export type GuideSeed = { kicker: string; subtitle: string; chapters: Chapter[] }

export const text = (value: string): Block => ({ kind: 'text', text: value })
export const heading = (value: string): Block => ({ kind: 'heading', text: value })
export const bullets = (...items: string[]): Block => ({ kind: 'bullets', items })
export const checklist = (...items: string[]): Block => ({ kind: 'checklist', items })
export const note = (value: string, label?: string): Block => ({ kind: 'note', text: value, label })
export const fields = (...labels: string[]): Block => ({ kind: 'fields', labels })
export const lines = (count?: number): Block => ({ kind: 'lines', count })
export const pageBreak: Block = { kind: 'pageBreak' }
export const letter = (subject: string, ...body: string[]): Block => ({ kind: 'letter', subject, body })
export const table = (
  columns: Column[],
  rows: string[][],
  options: Omit<TableBlock, 'kind' | 'columns' | 'rows'> = {},
): TableBlock => ({
  kind: 'table',
  columns,
  rows,
  ...options,
})
/** A column of tick boxes. */
export const done = (label = 'Done'): Column => ({ label, width: 0.55, align: 'center', tick: true })
