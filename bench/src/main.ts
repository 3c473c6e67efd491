import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { execFileSync } from 'node:child_process'
import { runScale } from '../scale/runScale.ts'
import { measureSets } from '../inp/inpSets.ts'
import { readBenchOptions } from './args.ts'
import { BENCH_CLIENT_DIR, buildWeb, startServer } from './benchServer.ts'
import { CHROME_PATH } from './chrome.ts'
import { handWrittenAnalysis } from './handWritten.ts'
import { scriptWeights } from '../../web/src/server/delivery/scriptWeights.ts'
import { measureRoutes } from './measureRoutes.ts'
import { makeReplicaDir, writeReplicas } from './replica.ts'
import { renderReport, type BenchReport } from './reportMarkdown.ts'
import { checkTargets } from './targets.ts'
import { LONG_TASK_ROUTES, measureLoadLongTasks } from './traceLoad.ts'

/** `pnpm bench`: build, Lighthouse every route and its replica, JS budget, scale; write the report. */
const BENCH_DIR = join(import.meta.dirname, '..')
const PORT = Number(process.env.BENCH_PORT ?? 4305)
const SCALE_PORT = Number(process.env.BENCH_SCALE_PORT ?? 4315)

const options = readBenchOptions(process.argv.slice(2), BENCH_DIR)
const startedAt = new Date()
if (options.build) await buildWeb()

const replicaDir = await makeReplicaDir()
const server = await startServer(PORT, { BENCH_REPLICA_DIR: replicaDir })
let routes, longTasks, inp
try {
  await writeReplicas(server.origin, options.routes, replicaDir)
  routes = await measureRoutes(server.origin, options)
  const traced = LONG_TASK_ROUTES.filter((route) => options.routes.includes(route))
  if (traced.length > 0) longTasks = await measureLoadLongTasks(server.origin, traced, options.runs)
  if (options.inp) inp = await measureSets(server.origin, options.runs, options.inpSets)
} finally {
  await server.stop()
}

const js = scriptWeights(BENCH_CLIENT_DIR)
const scale = options.scale ? await runScale(SCALE_PORT) : undefined

const report: BenchReport = {
  startedAt: startedAt.toISOString(),
  minutes: Math.round((Date.now() - startedAt.getTime()) / 6000) / 10,
  machine: {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: availableParallelism(),
    loadAverageAtEnd: loadavg().map((value) => Math.round(value * 100) / 100),
    node: process.version,
    chromium: execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim(),
  },
  options: { runs: options.runs, routes: options.routes, presets: options.presets },
  routes,
  js,
  scale,
  longTasks,
  inp,
  targets: checkTargets(routes, js, scale, longTasks, inp),
}
/** Formatted as the repository's Prettier would, so the committed report passes its check. */
async function writeFormatted(file: string, text: string) {
  await writeFile(file, await format(text, { ...(await resolveConfig(file)), filepath: file }))
}
// The figures first: they cost the whole run, the Markdown can be rendered again from them.
await mkdir(options.outDir, { recursive: true })
await writeFormatted(join(options.outDir, 'report.json'), JSON.stringify(report))
// The report being replaced keeps its analysis; a new output folder borrows the committed one's.
const reportFile = join(options.outDir, 'report.md')
const previous = await readFile(reportFile, 'utf8')
  .catch(() => readFile(join(BENCH_DIR, 'report.md'), 'utf8'))
  .catch(() => '')
await writeFormatted(reportFile, renderReport(report, handWrittenAnalysis(previous)))
const missed = report.targets.filter((target) => !target.met)
console.log(
  `bench: wrote ${join(options.outDir, 'report.md')}: ${report.targets.length - missed.length}/${report.targets.length} targets met`,
)
