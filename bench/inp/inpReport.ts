import { round, table } from '../src/markdown.ts'
import type { InpResult } from './inpResult.ts'

/** The report's interaction section (issue #25.2). */
export function inpSection(inp: InpResult | undefined): string {
  if (!inp) return '## Interaction to next paint\n\nSkipped (`--skip-inp`).'
  const rows = inp.interactions.map((i) => [
    i.name,
    i.medianMs === undefined ? `failed: ${i.failedRuns[0] ?? ''}` : round(i.medianMs),
    round(i.worstMs),
    i.runs.map((ms) => Math.round(ms)).join(', '),
    i.slowestEvents.join('; '),
  ])
  return [
    `## Interaction to next paint (${inp.cpuThrottling}× CPU throttling, ${inp.viewport} phone window, touch)`,
    `Each interaction is made with trusted input (touch taps, and keys for typing and for a focused \`<select>\`) once in each of several fresh page loads, after hydration, once the throttled page has run no long task for 1 s (the load's own work is what TBT counts). The figure is its Event Timing duration, from the input to the next paint after its handlers ran, taken as INP takes an interaction (its slowest event). Typing counts its slowest key. The last column splits the slowest event of each run as INP is diagnosed: waiting for the main thread, running the handlers, then rendering until the paint (Event Timing rounds the duration to 8 ms, so the parts need not add up). Event Timing reports nothing under 16 ms, so 16 means "16 or less".`,
    table(
      [
        'Interaction',
        'Median ms',
        'Worst ms',
        'Runs ms',
        'Slowest event per run (input delay + processing + presentation, ms)',
      ],
      rows,
    ),
  ].join('\n\n')
}
