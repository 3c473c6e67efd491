import { startFakeAirtable, type Fault } from '@amaranth/fake-airtable'
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dataDirOf } from '../../../src/server/data/fromEnv.ts'
import { openDatabase } from '../../../src/server/data/openDatabase.ts'
import type { Sql } from '../../../src/server/data/sql.ts'
import { contactMessage, tempInquiryDb } from '../support/outboxApp.ts'
import { SHORT_LIVED_NODE_FLAGS } from '../../support/childNode.ts'

/**
 * Restarts lose nothing: the server is killed with SIGKILL while Airtable holds its delivery, then started
 * again on the same database, and the delivery is resumed.
 */
const OUTBOX_SERVER = fileURLToPath(new URL('../support/outboxServer.ts', import.meta.url))
const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [...SHORT_LIVED_NODE_FLAGS, OUTBOX_SERVER], {
    env: {
      ...process.env,
      INQUIRY_RETRY_BASE_MS: '50',
      INQUIRY_RETRY_MAX_MS: '200',
      INQUIRY_RATE_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  cleanups.push(() => child.kill('SIGKILL'))
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  await vi.waitFor(() => expect(output).toMatch(/listening \d+/), { timeout: 20_000 })
  return { child, origin: `http://127.0.0.1:${/listening (\d+)/.exec(output)![1]}`, output: () => output }
}

/** As `pnpm inquiries` does: through the running server's socket, or the folder itself when none runs. */
async function onDatabase<T>(path: string, fn: (sql: Sql) => Promise<T>) {
  const db = await openDatabase({ dataDir: dataDirOf({ INQUIRY_DB: path }), role: 'command' })
  try {
    return await fn(db.sql)
  } finally {
    await db.close()
  }
}

const deliveryRows = (path: string) =>
  onDatabase(
    path,
    async (sql) =>
      (await sql.query("SELECT target, state, attempts, last_error FROM deliveries WHERE target = 'airtable'")).rows,
  )

/** A server in a child process over its own database and fake Airtable, with one contact message sent. */
async function submitToServer(tag: string, plan: Array<Fault | null>, extraEnv: Record<string, string> = {}) {
  const airtable = await startFakeAirtable({ host: '127.0.0.1', plan })
  cleanups.push(() => airtable.close())
  const db = tempInquiryDb()
  cleanups.push(() => db.remove())
  const env = {
    INQUIRY_DB: db.path,
    AIRTABLE_TOKEN: 'patTEST',
    AIRTABLE_BASE_ID: 'appTEST',
    AIRTABLE_ENDPOINT_URL: airtable.url,
    AIRTABLE_DEADLINE_MS: '1000',
    ...extraEnv,
  }
  const first = await startServer(env)
  const message = contactMessage(tag)
  const answer = await fetch(`${first.origin}/api/contact-messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(message),
  })
  return { airtable, db, env, first, message, answer }
}

describe('a restart', () => {
  it('SIGKILL mid-delivery: the submission is delivered after the restart, and Airtable still holds ONE record', async () => {
    const { airtable, db, env, first, message, answer } = await submitToServer('sigkill', [{ kind: 'hold' }])
    // Stored before the answer: the visitor is told "sent" though Airtable has not answered.
    expect(answer.status).toBe(201)
    await airtable.arrival()
    const killed = new Promise((resolve) => first.child.once('exit', resolve))
    first.child.kill('SIGKILL')
    await killed
    expect(await deliveryRows(db.path)).toEqual([
      { target: 'airtable', state: 'pending', attempts: 1, last_error: null },
    ])

    // Airtable had created the record when the server died; it answers normally from now on.
    airtable.plan([])
    airtable.release()
    const second = await startServer(env)
    await vi.waitFor(
      async () => expect(await deliveryRows(db.path)).toMatchObject([{ state: 'delivered', attempts: 2 }]),
      {
        timeout: 15_000,
      },
    )
    expect(second.output()).toMatch(/resuming 3 pending deliveries \(1 interrupted by a stop\)/)
    // The dead process never learned that its request had created the record; the retry's upsert on the
    // Submission ID updated that record instead of making a second.
    expect(airtable.received.map((entry) => entry.body.fields.Email)).toEqual([message.email])
    expect(airtable.attempts(message.email)).toBe(2)
  }, 60_000)

  it('SIGKILL after the durable write but before any delivery: delivered once after the restart', async () => {
    // Every retry far away: the server dies with the delivery pending and nothing created.
    const { airtable, db, env, first, message, answer } = await submitToServer(
      'sigkill-pending',
      [{ kind: 'status', status: 503 }],
      { INQUIRY_RETRY_BASE_MS: '30000' },
    )
    expect(answer.status).toBe(201)
    await vi.waitFor(async () => expect(await deliveryRows(db.path)).toMatchObject([{ state: 'pending', attempts: 1 }]))
    const killed = new Promise((resolve) => first.child.once('exit', resolve))
    first.child.kill('SIGKILL')
    await killed
    airtable.plan([])
    // The next try is due in 15–30 s: make it due now, as the passing of time would (the row and its job).
    await onDatabase(db.path, async (sql) => {
      await sql.query('UPDATE deliveries SET next_attempt_at = 0')
      await sql.query("UPDATE pgboss.job SET start_after = now() WHERE state < 'active'")
    })
    await startServer({ ...env, INQUIRY_RETRY_BASE_MS: '50' })
    await vi.waitFor(
      async () => expect(await deliveryRows(db.path)).toMatchObject([{ state: 'delivered', attempts: 2 }]),
      {
        timeout: 15_000,
      },
    )
    expect(airtable.received.map((entry) => entry.body.fields.Email)).toEqual([message.email])
  }, 60_000)
})
