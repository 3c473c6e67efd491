import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../web/src/server/data/openDatabase.ts'

export type ChaosDatabase = { url: string; describe: string; close(): Promise<void> }

/** Debian's PostgreSQL binaries, newest first, or none. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a))
  return versions.map((version) => join(root, version, 'bin')).find((bin) => existsSync(join(bin, 'pg_ctl')))
}

/**
 * A throwaway cluster as .ci/run starts one: a temp folder, its own port, no fsync. As root it belongs to
 * the `postgres` user (initdb refuses root).
 */
function startCluster(bin: string, port: number): ChaosDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'amaranth-chaos-pg-'))
  const asRoot = userInfo().uid === 0
  const run = (command: string) =>
    asRoot
      ? execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: 'ignore' })
      : execFileSync('bash', ['-c', command], { stdio: 'ignore' })
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0)
  run(`${bin}/initdb -D ${dir}/data -A trust -U postgres`)
  run(
    `${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w start -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off'`,
  )
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    describe: `a throwaway PostgreSQL ${bin.split('/').at(-2)} cluster on port ${port}`,
    async close() {
      run(`${bin}/pg_ctl -D ${dir}/data -m fast stop`)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A fresh database on the server of `adminUrl`, dropped by `close()`: the run never writes into an existing one. */
async function scratchDatabase(
  adminUrl: string,
  describe: string,
  after?: () => Promise<void>,
): Promise<ChaosDatabase> {
  const admin = await openDatabase({ url: adminUrl, dataDir: '', role: 'command' })
  const name = `amaranth_chaos_${Date.now()}`
  await admin.sql.query(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.href,
    describe,
    async close() {
      await admin.sql.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {})
      await admin.close()
      await after?.()
    },
  }
}

/**
 * Two processes need a database server (PGlite is one process): DATABASE_URL's server, else a throwaway
 * cluster of Debian's PostgreSQL when installed. Either way a database of the run's own.
 */
export async function chaosDatabase(port: number): Promise<ChaosDatabase> {
  const given = process.env.DATABASE_URL
  if (given) return scratchDatabase(given, 'a scratch database on DATABASE_URL’s server')
  const bin = postgresBin()
  if (!bin)
    throw new Error(
      'pnpm chaos and pnpm load --instances 2 run two instances on one PostgreSQL: set DATABASE_URL (a server where it may create a database), or install postgresql',
    )
  const cluster = startCluster(bin, port)
  return scratchDatabase(cluster.url, cluster.describe, cluster.close)
}
