import { round, table } from '../src/markdown.ts'
import type { InpResult, InteractionResult, SetFigures } from './inpResult.ts'
import { medianSpread, spreadSummary } from './inpSets.ts'

const medianCell = (figures: SetFigures) =>
  figures.medianMs === undefined ? `failed: ${figures.failedRuns[0] ?? ''}` : round(figures.medianMs)
const runsCell = (runs: number[]) => runs.map((ms) => Math.round(ms)).join(', ')
const SLOWEST_HEAD = 'Slowest event per run (input delay + processing + presentation, ms)'

/** The machine, the browser and how busy the machine was: the figures are theirs as much as the code's. */
function provenance(inp: InpResult): string {
  const { machine, sets = [] } = inp
  if (!machine) return ''
  const load = sets.map((set) => `${set.loadAverageAtStart[0]} → ${set.loadAverageAtEnd[0]}`).join(', ')
  const setsText =
    sets.length > 1 ? `${sets.length} sets of runs, back to back on the same build and server` : 'one set of runs'
  return `Measured on ${machine.cpu} (${machine.cores} cores) with ${machine.chromium}: ${setsText} (1-minute load average at each set's start → end: ${load}).`
}

function spreadText(interactions: InteractionResult[]): string {
  const spread = spreadSummary(interactions)
  if (!spread) return ''
  return `Run-to-run spread: with nothing changed between sets, an interaction's set medians differ by ${round(spread.median)} ms (median over interactions), ${round(spread.largest)} ms at most. A change smaller than that is noise; the targets hold only if every set meets them.`
}

function oneSetTable(interactions: InteractionResult[]): string {
  const rows = interactions.map((i) => [
    i.name,
    medianCell(i),
    round(i.worstMs),
    runsCell(i.runs),
    i.slowestEvents.join('; '),
  ])
  return table(['Interaction', 'Median ms', 'Worst ms', 'Runs ms', SLOWEST_HEAD], rows)
}

function setsTable(interactions: InteractionResult[], count: number): string {
  const setHeads = Array.from({ length: count }, (_, at) => `Set ${at + 1} median (worst) ms`)
  const rows = interactions.map((i) => [
    i.name,
    ...Array.from({ length: count }, (_, at) => {
      const set = i.sets?.[at]
      return set ? `${medianCell(set)} (${round(set.worstMs)})` : '–'
    }),
    round(medianSpread(i)),
    (i.sets ?? []).map((set) => runsCell(set.runs)).join(' / '),
    i.slowestEvents.join('; '),
  ])
  return table(['Interaction', ...setHeads, 'Spread of medians ms', 'Runs ms, set by set', SLOWEST_HEAD], rows)
}

/** The report's interaction section (issues #25.2 and #33.3). */
export function inpSection(inp: InpResult | undefined): string {
  if (!inp) return '## Interaction to next paint\n\nSkipped (`--skip-inp`).'
  const setCount = Math.max(0, ...inp.interactions.map((i) => i.sets?.length ?? 0))
  return [
    `## Interaction to next paint (${inp.cpuThrottling}× CPU throttling, ${inp.viewport} phone window, touch)`,
    provenance(inp),
    `Each interaction is made with trusted input (touch taps, and keys for typing and for a focused \`<select>\`) once in each of several fresh page loads, after hydration, once the throttled page has run no long task and added or removed no node for 1 s (the load's own work, deferred or not, is what TBT counts), tapped at the target's centre as a finger would, each target found through the page's own DOM (no Playwright locator, whose injected script would leave listeners of its own in every tap). The figure is its Event Timing duration, from the input to the next paint after its handlers ran, taken as INP takes an interaction (its slowest event). Typing counts its slowest key. The last column splits the slowest event of each run as INP is diagnosed: waiting for the main thread, running the handlers, then rendering until the paint (Event Timing rounds the duration to 8 ms, so the parts need not add up). Event Timing reports nothing under 16 ms, so 16 means "16 or less".`,
    spreadText(inp.interactions),
    setCount > 1 ? setsTable(inp.interactions, setCount) : oneSetTable(inp.interactions),
  ]
    .filter(Boolean)
    .join('\n\n')
}
