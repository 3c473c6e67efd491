import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { benchDataEnv, bookingEnv } from '../inp/openQuote.ts'

export const REPO_DIR = join(import.meta.dirname, '../..')
const WEB_DIR = join(REPO_DIR, 'web')

/** The bench builds into its own folder so it never races a developer's or the e2e suite's build. */
export const BENCH_OUT_DIR = process.env.WEB_OUT_DIR ?? 'dist-bench'
export const BENCH_CLIENT_DIR = join(WEB_DIR, BENCH_OUT_DIR, 'client')

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, { cwd: REPO_DIR, env: { ...process.env, ...env }, stdio: 'inherit' })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    )
  })
}

export function buildWeb(): Promise<void> {
  console.log(`bench: building web into web/${BENCH_OUT_DIR}`)
  return run('pnpm', ['--filter', 'web', 'build'], { WEB_OUT_DIR: BENCH_OUT_DIR })
}

export type BenchServer = { origin: string; stop: () => Promise<void> }

async function waitUntilHealthy(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering`)
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await sleep(250)
  }
  throw new Error(`the server at ${origin} did not answer /api/health within 60 s`)
}

/** The production server (web/src/server/main.ts) on `port`, with bench-only variables (and booking online, for a quote to accept). */
export async function startServer(port: number, env: NodeJS.ProcessEnv = {}): Promise<BenchServer> {
  const origin = `http://localhost:${port}`
  // A server left on the port would answer the health check for ours and be measured in its place.
  const occupied = await fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  )
  if (occupied) throw new Error(`something already answers on port ${port}: stop it, or set BENCH_PORT`)
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      ...benchDataEnv(),
      ...bookingEnv(origin),
      WEB_OUT_DIR: BENCH_OUT_DIR,
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitUntilHealthy(origin, child)
  } catch (error) {
    child.kill('SIGTERM')
    throw error
  }
  return {
    origin,
    stop: async () => {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await once(child, 'exit')
    },
  }
}
