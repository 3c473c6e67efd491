/**
 * `pnpm chaos [--seconds 30] [--senders 4] [--no-report]`: two production servers on one PostgreSQL
 * database (chaosDatabase.ts), contact messages sent to both while one of them, at random, is killed with
 * SIGKILL and started again, and the fake Airtable fails now and then. Then the faults stop, the outbox
 * drains, and it prints accepted, delivered, lost and duplicated (chaosTally.ts), puts them in
 * bench/load-report.md, and exits 1 unless none was lost or duplicated.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { setTimeout as sleep } from 'node:timers/promises'
import { startFakeAirtable, type Fault } from '../../testing/fake-airtable/src/server.ts'
import { openDatabase } from '../../web/src/server/data/openDatabase.ts'
import { BENCH_OUT_DIR, buildWeb, REPO_DIR } from '../src/benchServer.ts'
import { chaosDatabase } from './chaosDatabase.ts'
import { chaosSection, tallyChaos, withChaosSection } from './chaosTally.ts'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    senders: { type: 'string', default: '4' },
    'no-report': { type: 'boolean', default: false },
  },
})
const seconds = Number(values.seconds)
const senders = Number(values.senders)

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

const random = (min: number, max: number) => min + Math.random() * (max - min)

if (!existsSync(join(REPO_DIR, 'web', BENCH_OUT_DIR, 'server/entry-server.js'))) await buildWeb()
const startedAt = new Date().toISOString()
const database = await chaosDatabase(await freePort())
const airtable = await startFakeAirtable({ host: '127.0.0.1' })
const logDir = mkdtempSync(join(tmpdir(), 'amaranth-chaos-'))
const log = openSync(join(logDir, 'servers.log'), 'a')
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  WEB_OUT_DIR: BENCH_OUT_DIR,
  DATABASE_URL: database.url,
  // No SQLite file of earlier versions to import (never the developer's own).
  INQUIRY_DB: join(logDir, 'none.db'),
  AIRTABLE_TOKEN: 'patCHAOS',
  AIRTABLE_BASE_ID: 'appCHAOS',
  AIRTABLE_ENDPOINT_URL: airtable.url,
  INQUIRY_RETRY_BASE_MS: '200',
  INQUIRY_RETRY_MAX_MS: '2000',
  // Every message comes from this one address.
  INQUIRY_RATE_LIMIT: '1000000',
}

type Instance = { port: number; origin: string; child?: ChildProcess; up: boolean }

async function start(instance: Instance) {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: join(REPO_DIR, 'web'),
    env: { ...serverEnv, PORT: String(instance.port) },
    stdio: ['ignore', log, log],
  })
  instance.child = child
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline && child.exitCode === null) {
    if (
      await fetch(`${instance.origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      instance.up = true
      return
    }
    await sleep(100)
  }
  throw new Error(`the server on ${instance.port} did not start: see ${join(logDir, 'servers.log')}`)
}

async function kill(instance: Instance) {
  instance.up = false
  const child = instance.child!
  child.kill('SIGKILL')
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit')
}

const instances: Instance[] = await Promise.all(
  [0, 1].map(async () => {
    const port = await freePort()
    return { port, origin: `http://127.0.0.1:${port}`, up: false }
  }),
)
await Promise.all(instances.map(start))
console.log(`chaos: two servers on ${database.describe}; logs in ${logDir}; ${seconds} s`)

const runId = Date.now().toString(36)
const accepted: string[] = []
const unanswered: string[] = []
let sent = 0
let resent = 0
let running = true

/** One visitor after another: a message, and on no answer the same one (same id) again, as the form does. */
async function sender(first: number) {
  while (running) {
    const n = ++sent
    const message = {
      fullName: 'Chaos Monkey',
      email: `chaos.${n}.${runId}@example.com`,
      phone: '',
      message: `Message ${n} of the chaos run.`,
      submissionId: `chaos-${runId}-${n}`,
    }
    let ok = false
    for (let attempt = 0; attempt < 3 && !ok; attempt++) {
      const instance = instances[(first + attempt) % instances.length]!
      ok = await fetch(`${instance.origin}/api/contact-messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(20_000),
      }).then(
        (answer) => answer.ok,
        () => false,
      )
      if (!ok && attempt < 2) {
        resent++
        await sleep(100)
      }
    }
    ;(ok ? accepted : unanswered).push(message.email)
  }
}

let kills = 0
async function killer() {
  while (running) {
    await sleep(random(1_000, 4_000))
    if (!running) break
    const victim = instances[Math.floor(Math.random() * instances.length)]!
    await kill(victim)
    kills++
    await sleep(random(200, 1_000))
    await start(victim)
  }
}

let airtableFaults = 0
let outages = 0
const SINGLE_FAULTS: Fault[] = [
  { kind: 'status', status: 503 },
  { kind: 'status', status: 429 },
  { kind: 'drop' },
  { kind: 'reset' },
  { kind: 'slow', ms: 3_000 },
]
async function airtableTrouble() {
  let nextOutage = Date.now() + random(4_000, 10_000)
  while (running) {
    if (Date.now() > nextOutage) {
      outages++
      airtable.plan([{ kind: 'status', status: 503 }])
      await sleep(2_000)
      airtable.plan([])
      nextOutage = Date.now() + random(4_000, 10_000)
    } else if (Math.random() < 0.15) {
      airtableFaults++
      airtable.plan([SINGLE_FAULTS[Math.floor(Math.random() * SINGLE_FAULTS.length)]!, null])
    }
    await sleep(200)
  }
  airtable.plan([])
}

const work = [
  ...Array.from({ length: senders * instances.length }, (_, i) => sender(i % instances.length)),
  killer(),
  airtableTrouble(),
]
await sleep(seconds * 1000)
running = false
await Promise.all(work)
await Promise.all(instances.filter((instance) => !instance.up).map(start))

const drainStarted = Date.now()
const check = await openDatabase({ url: database.url, dataDir: '', role: 'command' })
for (;;) {
  const { rows } = await check.sql.query<{ waiting: number }>(
    "SELECT count(*)::int AS waiting FROM deliveries WHERE target = 'airtable' AND state <> 'delivered'",
  )
  if (rows[0]!.waiting === 0) break
  if (Date.now() - drainStarted > 180_000) {
    console.error(`chaos: ${rows[0]!.waiting} deliveries still waiting after 180 s`)
    break
  }
  await sleep(250)
}
const drainSeconds = Math.round((Date.now() - drainStarted) / 1000)
await check.close()

const tally = tallyChaos(
  { accepted, unanswered },
  airtable.received.map((record) => String(record.body.fields.Email)),
)
console.log(
  `chaos: ${kills} kills (${resent} messages sent again after no answer), ${airtableFaults} Airtable faults and ${outages} outages of 2 s`,
)
console.table(tally)
if (!values['no-report']) {
  const path = join(REPO_DIR, 'bench/load-report.md')
  const report = existsSync(path) ? readFileSync(path, 'utf8') : '# Load test\n'
  const run = { startedAt, seconds, kills, resent, airtableFaults, outages, database: database.describe, drainSeconds }
  writeFileSync(path, withChaosSection(report, chaosSection({ ...run, tally })))
  console.log(`chaos: figures in ${path}`)
}

for (const instance of instances) instance.child?.kill('SIGTERM')
await Promise.all(
  instances.map(({ child }) => child && child.exitCode === null && child.signalCode === null && once(child, 'exit')),
)
await airtable.close()
await database.close()
process.exit(tally.lost || tally.duplicated || tally.unknown ? 1 : 0)
