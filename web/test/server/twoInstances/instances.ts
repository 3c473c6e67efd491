import { startFakeAirtable } from '@amaranth/fake-airtable'
import { startFakeStripe } from '@amaranth/fake-stripe'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, vi } from 'vitest'
import { BACKENDS } from '../data/backends.ts'
import { SHORT_LIVED_NODE_FLAGS } from '../../support/childNode.ts'

const INSTANCE = fileURLToPath(new URL('./instanceServer.ts', import.meta.url))

/** The PostgreSQL backend (TEST_DATABASE_URL, which .ci/run sets); PGlite is one process, so none without it. */
export const postgres = BACKENDS.find(([name]) => name === 'PostgreSQL')?.[1]

if (!postgres)
  console.log(
    'two instances on one database: skipped, TEST_DATABASE_URL is not set (.ci/run sets it; PGlite is one process)',
  )

export type Instance = { child: ChildProcess; origin: string }

/** A server instance (instanceServer.ts) in a process of its own with `env` over this one's, once it listens. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, [...SHORT_LIVED_NODE_FLAGS, INSTANCE], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  try {
    await vi.waitFor(
      () => {
        if (child.exitCode !== null) throw new Error(`an instance exited: ${output}`)
        expect(output).toMatch(/listening \d+/)
      },
      { timeout: 30_000, interval: 50 },
    )
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return { child, origin: `http://127.0.0.1:${/listening (\d+)/.exec(output)![1]}` }
}

/** Ends the instances still running (SIGKILL: their database is dropped after). */
export function killInstances(instances: readonly Instance[]) {
  for (const instance of instances)
    if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGKILL')
}

/**
 * Two instances on one fresh PostgreSQL database (the PostgreSQL backend: call only when `postgres` is
 * set), one fake Airtable and one fake Stripe between them, a temp folder; `env(folder)` adds to the
 * settings they share. `close()` ends them all and drops the database.
 */
export async function startTwoInstances({
  webhookSecret,
  env,
}: {
  webhookSecret: string
  env: (folder: string) => Record<string, string>
}) {
  const db = await postgres!()
  const airtable = await startFakeAirtable({ host: '127.0.0.1' })
  const stripe = await startFakeStripe({ webhookSecret })
  const folder = mkdtempSync(join(tmpdir(), 'amaranth-two-instances-'))
  const shared = {
    DATABASE_URL: db.url!,
    // No SQLite file of earlier versions to import: not the developer's own web/.data one.
    INQUIRY_DB: join(folder, 'none.db'),
    AIRTABLE_TOKEN: 'patTWO',
    AIRTABLE_BASE_ID: 'appTWO',
    AIRTABLE_ENDPOINT_URL: airtable.url,
    AIRTABLE_DEADLINE_MS: '1000',
    INQUIRY_RETRY_BASE_MS: '100',
    INQUIRY_RETRY_MAX_MS: '500',
    INQUIRY_RATE_LIMIT: '1000',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stripe.url,
    ...env(folder),
  }
  const close = async () => {
    killInstances(instances)
    await Promise.all([airtable.close(), stripe.close(), db.close()])
    rmSync(folder, { recursive: true, force: true })
  }
  const instances: Instance[] = []
  try {
    instances.push(...(await Promise.all([startInstance(shared), startInstance(shared)])))
  } catch (error) {
    await close()
    throw error
  }
  const [a, b] = instances as [Instance, Instance]
  return { db, airtable, stripe, folder, a, b, close }
}

export type TwoInstances = Awaited<ReturnType<typeof startTwoInstances>>
