/**
 * `pnpm load`: the production server under a fixed request rate, one run per kind of answer (HTML
 * pages, static files, the content lake's query answers) and one of all of them mixed. Writes
 * bench/load-report.md and .json; exits 1 if any run had an error, a non-2xx answer or fell short of
 * the rate. Options: see loadOptions.ts. `--instances 2` starts two servers on one PostgreSQL (as `pnpm
 * chaos` does) and splits the load between them.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { BENCH_OUT_DIR, buildWeb, REPO_DIR, startServer, type BenchServer } from '../src/benchServer.ts'
import { chaosDatabase, type ChaosDatabase } from './chaosDatabase.ts'
import { startHostileThread } from './hostileThread.ts'
import { HOSTILE_LEAD_MS, HOSTILE_SCENARIO, readLoadOptions, SCENARIOS } from './loadOptions.ts'
import {
  HOSTILE_P99_RATIO_LIMIT,
  hostileP99Ratio,
  slowSecondsText,
  stripeAskedTwice,
  writeLoadReport,
  type LoadReport,
  type MeasuredScenario,
} from './loadReport.ts'
import { discoverTargets, warmUp } from './loadTargets.ts'
import { runScenario, shortfalls } from './runScenario.ts'
import { serverCpuSeconds } from './serverCpu.ts'
import { paidSessions, sessionCalls, startLoadStripe } from './storeSessions.ts'

/** The home page's answer headers that show which caching and compression were in place. */
const REPORTED_HEADERS = ['cache-control', 'content-encoding', 'etag', 'age', 'vary', 'x-cache']

/**
 * Waits until the server answers promptly again: requests a finished run abandoned are still being
 * worked through, and the next run should not pay for them.
 */
async function settle(origin: string): Promise<void> {
  const deadline = Date.now() + 60_000
  for (;;) {
    const started = performance.now()
    await (await fetch(`${origin}/api/health`)).arrayBuffer()
    if (performance.now() - started < 100 || Date.now() > deadline) return
    await sleep(500)
  }
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

const options = readLoadOptions(process.argv.slice(2))
const buildFiles = ['server/entry-server.js', 'client/.vite/manifest.json']
const built = buildFiles.every((file) => existsSync(join(REPO_DIR, 'web', BENCH_OUT_DIR, file)))
if (options.build || !built) await buildWeb()
const startedAt = new Date().toISOString()
const loadAverageBefore = loadavg()
const stripe = await startLoadStripe()
// The run's orders go to a database of its own, never the developer's.
const dataDir = mkdtempSync(join(tmpdir(), 'amaranth-load-'))
// PGlite is one process: several instances share a PostgreSQL database of the run's own instead.
let database: ChaosDatabase | undefined
const servers: BenchServer[] = []
const results: MeasuredScenario[] = []
const homePageHeaders: Record<string, string> = {}
try {
  if (options.instances > 1) database = await chaosDatabase(await freePort())
  for (let instance = 0; instance < options.instances; instance++) {
    const port = (instance === 0 ? options.port : undefined) ?? (await freePort())
    servers.push(
      await startServer(port, {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        // Every load connection is a visitor of its own (visitors.ts), so per-client limits apply as in real traffic.
        TRUST_PROXY: 'true',
        // The store sells through the fake Stripe, so the hostile mix reaches its webhook, downloads and success URL.
        STRIPE_SECRET_KEY: 'sk_test_load',
        STRIPE_WEBHOOK_SECRET: 'whsec_load',
        STRIPE_API_URL: stripe.url,
        // One instance: PGlite beside it. Either way no SQLite file of earlier versions to import.
        INQUIRY_DB: join(dataDir, 'inquiries.db'),
        ...(database ? { DATABASE_URL: database.url } : {}),
        // Required with Stripe (the origin of the links that leave the site): the server's own address here.
        PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
        ...(options.profile ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${options.profile}` } : {}),
      }),
    )
  }
  const origins = servers.map((server) => server.origin)
  const origin = origins[0]!
  console.log(`load: ${servers.length} instance(s) on ${database?.describe ?? 'an embedded PGlite'}`)
  const targets = await discoverTargets(origin)
  for (const each of origins) await warmUp(each, targets)
  const home = await fetch(origin, { headers: targets.find((target) => target.kind === 'html')!.headers })
  for (const name of REPORTED_HEADERS) {
    const value = home.headers.get(name)
    if (value) homePageHeaders[name] = value
  }
  for (const name of options.scenarios) {
    const selected = targets.filter(SCENARIOS[name]!)
    console.log(
      `load: ${name}: ${selected.length} URLs, ${options.settings.rate} req/s for ${options.settings.durationS} s`,
    )
    for (const each of origins) await settle(each)
    const cpuBefore = serverCpuSeconds()
    const generatorBefore = process.cpuUsage()
    const sessionIds = name === HOSTILE_SCENARIO ? await paidSessions(origin, stripe, 8) : []
    const stripeCallsBefore = stripe.calls.length
    const hostile =
      name === HOSTILE_SCENARIO
        ? startHostileThread(origins, {
            clients: 3,
            inFlight: 4,
            imagePath: targets.find((target) => target.path.startsWith('/cms/images/'))!.path,
            sessionIds,
          })
        : undefined
    // The attack is under way before the visitors measured arrive: its first requests (each kind's first
    // answer, the first image plans) fall in the lead, and the run measures visitors during an attack.
    if (hostile) await sleep(HOSTILE_LEAD_MS)
    const run = await runScenario(name, origins, selected, options.settings)
    const hostileTally = await hostile?.stop()
    const generator = process.cpuUsage(generatorBefore)
    const cpuAfter = serverCpuSeconds()
    const result: MeasuredScenario = {
      ...run,
      serverCpuMsPerRequest:
        cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / run.completed,
      generatorCpuMsPerRequest: (generator.user + generator.system) / 1000 / run.completed,
      ...(hostileTally ? { hostile: hostileTally, stripe: sessionCalls(stripe, sessionIds, stripeCallsBefore) } : {}),
    }
    const problems = shortfalls(result)
    const { p50, p99 } = result.latencyMs
    console.log(
      `load: ${name}: ${result.sustainedRate.toFixed(1)} req/s, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms` +
        (problems.length ? `; FAIL: ${problems.join('; ')}` : '') +
        `; slow answers by second: ${slowSecondsText(result)}`,
    )
    results.push(result)
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()))
  await database?.close()
  await stripe.close()
  rmSync(dataDir, { recursive: true, force: true })
}

const report: LoadReport = {
  startedAt,
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadAverageBefore,
    loadAverageAfter: loadavg(),
  },
  build: BENCH_OUT_DIR,
  instances: options.instances,
  database: database?.describe ?? 'an embedded PGlite in a fresh temp folder',
  homePageHeaders,
  scenarios: results,
}
console.log(`load: report in ${await writeLoadReport(report, join(REPO_DIR, 'bench'))}`)
const { ratio, under } = hostileP99Ratio(results)
if (ratio > HOSTILE_P99_RATIO_LIMIT)
  console.log(`load: FAIL: p99 under the hostile mix is ${ratio.toFixed(2)}× the calm one`)
if (stripeAskedTwice(under)) console.log('load: FAIL: Stripe was asked about one session more than once')
process.exitCode =
  results.some((result) => shortfalls(result).length > 0) || ratio > HOSTILE_P99_RATIO_LIMIT || stripeAskedTwice(under)
    ? 1
    : 0
