import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { E2E_SERVER_LIMITS } from '../../playwright.config.ts'

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '../../..')

/**
 * Copies the migrated PGlite template to the database folder `env` names, unless one is there: a server
 * then starts in seconds, where a fresh folder's initdb took it 25 s on two busy cores.
 */
export const prepareDataDir = (env: Record<string, string>) =>
  promisify(execFile)(process.execPath, [join(REPO, 'web/test/support/prepareDataDir.ts')], {
    env: { PATH: process.env.PATH ?? '', ...env },
  })

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

export type ExtraServer = { url: string; inquiryDb: string; stop: () => Promise<void> }

/**
 * A second production server over the same build, with an environment of its own (offline, or another
 * Airtable), for a spec that needs a mode the suite's server is not in. Its own INQUIRY_DB in the temp folder,
 * its database a copy of the migrated template, removed when it stops.
 */
export async function startExtraServer(env: Record<string, string>): Promise<ExtraServer> {
  const port = await freePort()
  const inquiryDb = join(tmpdir(), `amaranth-e2e-extra-${port}-${Date.now()}.db`)
  const dataDir = inquiryDb.replace(/\.db$/, '.pglite')
  await prepareDataDir({ INQUIRY_DB: inquiryDb })
  const child: ChildProcess = spawn(process.execPath, [join(REPO, 'web/src/server/main.ts')], {
    env: {
      PATH: process.env.PATH ?? '',
      ...(process.env.WEB_OUT_DIR ? { WEB_OUT_DIR: process.env.WEB_OUT_DIR } : {}),
      PORT: String(port),
      NODE_ENV: 'production',
      INQUIRY_DB: inquiryDb,
      ...E2E_SERVER_LIMITS,
      ...env,
    },
    stdio: 'ignore',
  })
  const url = `http://localhost:${port}`
  for (let tries = 0; ; tries++) {
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (healthy) break
    if (tries > 360 || child.exitCode !== null) throw new Error(`the server on ${port} did not start`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const stop = async () => {
    const exited = child.exitCode === null ? once(child, 'exit') : undefined
    child.kill('SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
  return { url, inquiryDb, stop }
}
