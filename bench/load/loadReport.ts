import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { HostileTally } from './hostileClients.ts'
import { BASELINE_SCENARIO, HOSTILE_LEAD_MS, HOSTILE_SCENARIO } from './loadOptions.ts'
import { GROUPS, RATE_TOLERANCE, shortfalls, SLOW_MS, type ScenarioResult } from './runScenario.ts'
import type { StripeSessionCalls } from './storeSessions.ts'

/** A run and the CPU time per request it cost the server (where /proc tells) and the generator. */
export type MeasuredScenario = ScenarioResult & {
  serverCpuMsPerRequest: number | undefined
  /** The load generator's own CPU time per request: it shares the machine with the server. */
  generatorCpuMsPerRequest: number
  /** In the hostile scenario: what the hostile clients sent alongside and were answered. */
  hostile?: HostileTally
  /** In the hostile scenario: the session retrievals the (fake) Stripe received meanwhile. */
  stripe?: StripeSessionCalls
}

/** Stripe asked about any one Checkout Session more than once over the hostile run (issue #30). */
export const stripeAskedTwice = (result: MeasuredScenario | undefined) => (result?.stripe?.maxPerSession ?? 0) > 1

function stripeLine({ stripe }: MeasuredScenario): string {
  if (!stripe) return ''
  const verdict = stripe.maxPerSession > 1 ? 'FAIL (over 1)' : 'pass (at most 1)'
  return `
Stripe (the fake, counting) was asked about ${stripe.distinctSessions} distinct Checkout Sessions (${stripe.realSessions} of them
real, the rest made up) in ${stripe.calls} calls: at most ${stripe.maxPerSession} per session id, ${verdict}.
`
}

/** The bound the issue sets: normal traffic's p99 under the hostile mix within 2× of its p99 without it. */
export const HOSTILE_P99_RATIO_LIMIT = 2

/** Normal traffic with and without the hostile clients, and what the hostile clients were answered. */
export function hostileP99Ratio(scenarios: readonly MeasuredScenario[]) {
  const calm = scenarios.find((result) => result.name === BASELINE_SCENARIO)
  const under = scenarios.find((result) => result.name === HOSTILE_SCENARIO)
  const ratio = calm && under ? under.latencyMs.p99 / calm.latencyMs.p99 : Number.NaN
  return { calm, under, ratio }
}

export function hostileSection(scenarios: readonly MeasuredScenario[]): string {
  const { calm, under, ratio } = hostileP99Ratio(scenarios)
  if (!under?.hostile) return ''
  const verdict = !calm
    ? 'run `mixed` too to compare'
    : ratio <= HOSTILE_P99_RATIO_LIMIT
      ? `pass (at most ${HOSTILE_P99_RATIO_LIMIT}×)`
      : `FAIL (over ${HOSTILE_P99_RATIO_LIMIT}×)`
  const answers = Object.entries(under.hostile.byKind)
    .map(([kind, counts]) => {
      const statuses = Object.entries(counts)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ')
      return `- ${kind}: ${statuses}`
    })
    .join('\n')
  return `
## Normal traffic under a hostile mix

The \`${HOSTILE_SCENARIO}\` run is the \`${BASELINE_SCENARIO}\` run's traffic while 3 hostile clients (addresses of their
own, on a thread of the generator's own) keep 4 requests each in flight, back to back, from ${HOSTILE_LEAD_MS / 1000} s before the
measured traffic starts to its end, so it measures visitors during an attack under way: the nested cross-product query by GET and by POST,
oversized image variants (w/h up to 3,000, dpr 3, blur 2000, PNG, a new quality each time), forged Stripe
webhooks (a full-size event under a made-up signature) and guessed download tokens (the store, issue #24),
replays of Stripe's success URL with the ids of real paid sessions and 64 made-up ones (issue #30), guessed
quote links, and the hire range with a new query string each time (a param no route reads: one cached page).

Normal traffic | p50 | p99
--- | --- | ---
without hostile clients (\`${BASELINE_SCENARIO}\`) | ${calm ? ms(calm.latencyMs.p50) : 'not run'} | ${calm ? ms(calm.latencyMs.p99) : 'not run'}
with hostile clients (\`${HOSTILE_SCENARIO}\`) | ${ms(under.latencyMs.p50)} | ${ms(under.latencyMs.p99)}

p99 with ÷ without: ${Number.isNaN(ratio) ? 'n/a' : `${ratio.toFixed(2)}×`}, ${verdict}.

The hostile clients sent ${under.hostile.requests} requests and were answered:
${answers}
${stripeLine(under)}`
}

export type LoadReport = {
  startedAt: string
  machine: { cpus: number; cpuModel: string; node: string; loadAverageBefore: number[]; loadAverageAfter: number[] }
  build: string
  /** Server processes the load was split between, and the database they shared. */
  instances: number
  database: string
  /** Response headers of the home page as a browser gets it: shows which caching and compression were on. */
  homePageHeaders: Record<string, string>
  scenarios: MeasuredScenario[]
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const loadAverage = (values: number[]) => values.map((value) => value.toFixed(1)).join(' / ')

/** "s0: 140 (max 620 ms), s14: 12 (max 180 ms)", or "none". */
export const slowSecondsText = (result: ScenarioResult) =>
  result.slowSeconds.map(({ second, slow, maxMs }) => `s${second}: ${slow} (max ${ms(maxMs)})`).join(', ') || 'none'

function scenarioRow(result: MeasuredScenario): string {
  const problems = shortfalls(result)
  return [
    result.name,
    new Set(result.paths).size,
    result.completed,
    `${result.sustainedRate.toFixed(1)} (slowest second: ${result.slowestSecond})`,
    ms(result.latencyMs.p50),
    ms(result.latencyMs.p90),
    ms(result.latencyMs.p99),
    ms(result.latencyMs.max),
    `${result.errors} / ${result.non2xx}`,
    `${result.serverCpuMsPerRequest === undefined ? 'n/a' : ms(result.serverCpuMsPerRequest)} / ${ms(result.generatorCpuMsPerRequest)}`,
    problems.length ? `FAIL: ${problems.join('; ')}` : 'pass',
  ].join(' | ')
}

export function loadReportMarkdown(report: LoadReport): string {
  const { machine } = report
  const settings = report.scenarios[0]?.settings
  const servers = report.instances > 1 ? `${report.instances} production servers` : 'the production server'
  const split =
    report.instances > 1
      ? ` Each instance on a port of its own; autocannon's connection groups take turns between the ports, so each
instance gets an equal share of the rate, with no proxy in between (and none of a proxy's cost); the hostile
clients take turns between the instances too.`
      : ''
  return `# Load test

\`pnpm load${report.instances > 1 ? ` --instances ${report.instances}` : ''}\` (bench/load/main.ts), ${report.startedAt}: ${servers} (\`web/src/server/main.ts\`, embedded
content lake) over the build in \`web/${report.build}\`, on ${report.database}, driven by autocannon from the same machine.${split}

- Machine: ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}, shared with whatever else runs on it:
  load average ${loadAverage(machine.loadAverageBefore)} before, ${loadAverage(machine.loadAverageAfter)} after (1 / 5 / 15 min).
- Each scenario: ${settings?.rate} requests/s for ${settings?.durationS} s, arrivals spread evenly over each second
  (${settings?.rate} keep-alive connections asking once a second, in ${GROUPS} groups started ${1000 / GROUPS} ms apart), with
  browser-like \`Accept\` and \`Accept-Encoding\` headers. Sustained rate and latencies: over the
  seconds while every group was running (second 0 opens the connections; its slow answers are listed
  below the table with every other second's); latencies are raw (no coordinated-omission correction), so a server that falls
  behind shows in the sustained rate. A run passes with no error, no non-2xx answer and a sustained
  rate of at least ${RATE_TOLERANCE * 100} % of the target (autocannon's pacing timers run a little late on a busy machine).
- Home page answer headers: ${
    Object.entries(report.homePageHeaders)
      .map(([name, value]) => `\`${name}: ${value}\``)
      .join(', ') || 'no caching or compression headers'
  }.

Scenario | URLs | Requests | Sustained req/s | p50 | p90 | p99 | max | errors / non-2xx | CPU / request: server / generator | Verdict
--- | --- | --- | --- | --- | --- | --- | --- | --- | --- | ---
${report.scenarios.map(scenarioRow).join('\n')}

Where the slow answers fall (answers over ${SLOW_MS} ms, by second of the run, worst five seconds):
${report.scenarios.map((result) => `- ${result.name}: ${slowSecondsText(result)}`).join('\n')}

CPU / request: the server processes' CPU time (all threads, every instance) over the run, divided by the requests
answered (one core serves about 1000 / that many requests a second), and the same for autocannon. The URLs of each scenario are in
\`load-report.json\`.
${hostileSection(report.scenarios)}`
}

const OWN_HEADINGS = ['# Load test', '## Normal traffic under a hostile mix']

/**
 * The sections of an earlier report that a run does not write (\`pnpm chaos\`'s, the comparison between
 * databases, earlier measurements kept for reference), in their order, so a new run keeps them.
 */
export function keptSections(previous: string): string {
  const sections = previous.split(/\n(?=## )/)
  return sections
    .filter((section) => !OWN_HEADINGS.some((heading) => section.startsWith(`${heading}\n`)))
    .map((section) => `\n${section.trimEnd()}\n`)
    .join('')
}

export async function writeLoadReport(report: LoadReport, outDir: string): Promise<string> {
  const markdown = join(outDir, 'load-report.md')
  const previous = await readFile(markdown, 'utf8').catch(() => '')
  await writeFile(markdown, loadReportMarkdown(report) + keptSections(previous))
  await writeFile(join(outDir, 'load-report.json'), `${JSON.stringify(report, null, 2)}\n`)
  return markdown
}
