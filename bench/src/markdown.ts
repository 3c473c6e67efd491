/** Number formats and a Markdown table for the report: KB are 1,000 bytes, times in s or ms. */
export const kb = (bytes: number) => (bytes / 1000).toFixed(1)
export const s = (ms: number | undefined) => (ms === undefined ? '–' : (ms / 1000).toFixed(2))
export const round = (value: number | undefined) => (value === undefined ? '–' : String(Math.round(value)))

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
export const table = (head: string[], rows: (string | number)[][]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n')
