import { kb, round, table } from '../src/markdown.ts'
import type { ScaleResult } from './scaleResult.ts'

/** The report's scale section (issue #7.7). */
export function scaleSection(scale: ScaleResult | undefined): string {
  if (!scale) return '## Scale\n\nSkipped (`--skip-scale`).'
  const rows = scale.datasets.map((d) => [
    d.products,
    `${kb(d.html.raw)} / ${kb(d.html.gzip)} / ${kb(d.html.br)}`,
    `${kb(d.query.raw)} / ${kb(d.query.gzip)} / ${kb(d.query.br)}`,
    d.error ? `failed: ${d.error}` : round(d.filterToPaintMs),
    round(d.eventTimingMs),
    round(d.toPaintAfterCommitMs),
    d.samples.length,
  ])
  return [
    `## Scale: /hire-range, filter change to next paint (${scale.cpuThrottling}× CPU throttling, 1280 px window)`,
    "Median over 16 category and sort changes made with the keyboard. Event Timing is the keydown's duration (input to its next paint, a lower bound if the grid commits after that paint). \"To painted change\" runs from the keydown to a task queued just before the first frame after the DOM changed, so an upper bound: it also counts work queued before it, such as React's effects. The figure is the larger. Sizes are the uncompressed body and node:zlib's gzip / brotli.",
    table(
      [
        'Products',
        '/hire-range HTML KB raw / gz / br',
        'Product query KB raw / gz / br',
        'Filter → paint ms',
        'Event Timing ms',
        'To painted change ms',
        'Changes',
      ],
      rows,
    ),
  ].join('\n\n')
}
