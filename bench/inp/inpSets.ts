import { execFileSync } from 'node:child_process'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { CHROME_PATH } from '../src/chrome.ts'
import { median } from '../src/stats.ts'
import type { InpMachine, InpResult, InpSetInfo, InteractionResult, SetFigures } from './inpResult.ts'
import { measureInteractions } from './measureInteractions.ts'

const loadAverage = () => loadavg().map((value) => Math.round(value * 100) / 100)

/** The machine and the browser the figures come from (the Chromium the runs launch). */
export function describeMachine(): InpMachine {
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: availableParallelism(),
    chromium: execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim(),
  }
}

const figuresOf = ({ runs, medianMs, worstMs, failedRuns }: SetFigures): SetFigures => ({
  runs,
  medianMs,
  worstMs,
  failedRuns,
})

/**
 * Several sets of the same interactions as one result: each interaction keeps every set's figures,
 * and its own are the worst of them (highest set median, slowest run), so the targets hold only if
 * they hold in every set. One set is returned as it is.
 */
export function mergeSets(sets: InpResult[]): InpResult {
  const [first] = sets
  if (!first) throw new Error('mergeSets wants at least one set')
  if (sets.length === 1) return first
  const interactions = first.interactions.map((interaction): InteractionResult => {
    const each = sets.map((set) => set.interactions.find((i) => i.name === interaction.name) ?? emptyFigures())
    const medians = each.flatMap((set) => (set.medianMs === undefined ? [] : [set.medianMs]))
    const runs = each.flatMap((set) => set.runs)
    return {
      name: interaction.name,
      runs,
      medianMs: medians.length > 0 ? Math.max(...medians) : undefined,
      worstMs: runs.length > 0 ? Math.max(...runs) : undefined,
      failedRuns: each.flatMap((set) => set.failedRuns),
      slowestEvents: sets.flatMap(
        (set) => set.interactions.find((i) => i.name === interaction.name)?.slowestEvents ?? [],
      ),
      sets: each.map(figuresOf),
    }
  })
  return { ...first, interactions }
}

const emptyFigures = (): SetFigures => ({ runs: [], failedRuns: [] })

/** How far apart the set medians of one interaction are (highest minus lowest), or undefined. */
export function medianSpread(interaction: InteractionResult): number | undefined {
  const medians = (interaction.sets ?? []).flatMap((set) => (set.medianMs === undefined ? [] : [set.medianMs]))
  return medians.length > 1 ? Math.max(...medians) - Math.min(...medians) : undefined
}

/** The spread a reader compares a change with: the median, and the largest, over interactions. */
export function spreadSummary(interactions: InteractionResult[]): { median: number; largest: number } | undefined {
  const spreads = interactions.flatMap((interaction) => {
    const spread = medianSpread(interaction)
    return spread === undefined ? [] : [spread]
  })
  return spreads.length > 0 ? { median: median(spreads), largest: Math.max(...spreads) } : undefined
}

/**
 * The interactions `sets` times over, back to back on the same build and server, so the report
 * shows how much the figures move between sets with nothing changed: a gain smaller than that is
 * noise. Notes the machine, the browser and the load average around each set.
 */
export async function measureSets(
  origin: string,
  runs: number,
  sets: number,
  only?: string,
  traceDir?: string,
): Promise<InpResult> {
  const results: InpResult[] = []
  const info: InpSetInfo[] = []
  for (let set = 1; set <= sets; set++) {
    if (sets > 1) console.log(`bench: inp set ${set}/${sets}`)
    const startedAt = new Date().toISOString()
    const loadAverageAtStart = loadAverage()
    // A trace is of one more tap: the first set's is enough.
    results.push(await measureInteractions(origin, runs, only, set === 1 ? traceDir : undefined))
    info.push({ startedAt, loadAverageAtStart, loadAverageAtEnd: loadAverage() })
  }
  return { ...mergeSets(results), machine: describeMachine(), sets: info }
}
