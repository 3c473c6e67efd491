import { createFormApiFromEnv, stopDeliveries as stopOutboxes } from '../../../src/server/api/formApiFromEnv.ts'
import { closeDatabases } from '../../../src/server/data/fromEnv.ts'
import type { Sql } from '../../../src/server/data/sql.ts'
import { readServerEnv } from '../../../src/server/env.ts'
import { createContentSource } from '../../../src/server/sanityForServer.ts'

/** A fresh INQUIRY_DB path in a folder of its own, its database already migrated; `remove()` deletes it. */
export { tempInquiryDb } from '../../support/tempDatabase.ts'

/**
 * The real form API as the server builds it from its environment (the outbox, its targets, the embedded
 * lake's catalogue and site settings), with short retry delays: tests never wait real backoffs.
 */
export function outboxApp(env: Record<string, string | undefined>) {
  const serverEnv = readServerEnv({
    INQUIRY_RATE_LIMIT: '100000',
    INQUIRY_RETRY_BASE_MS: '50',
    INQUIRY_RETRY_MAX_MS: '200',
    AIRTABLE_DEADLINE_MS: '1000',
    ...env,
  })
  return createFormApiFromEnv(createContentSource(serverEnv, 'http://localhost:1'), serverEnv)
}

export type OutboxApp = ReturnType<typeof outboxApp>

export async function post(app: OutboxApp, path: string, body: unknown) {
  const started = performance.now()
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    ms: performance.now() - started,
  }
}

/** The server's SIGTERM steps, then the databases closed: each test's folder is its own PGlite. */
export async function stopDeliveries() {
  await stopOutboxes()
  await closeDatabases()
}

/** The server's SIGTERM steps alone: its database stays open, as a running server's does. */
export { stopOutboxes }

/**
 * Every table emptied and its ids restarted, with no outbox running: a test's fresh start on its file's
 * one database (each PGlite opened costs seconds of CPU; no migration seeds rows).
 */
export async function emptyTables(sql: Sql) {
  const { rows } = await sql.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'",
  )
  if (rows.length) await sql.exec(`TRUNCATE ${rows.map((row) => `"${row.name}"`).join(', ')} RESTART IDENTITY CASCADE`)
}

let unique = 0
/** A contact message with a unique Email (fault markers go in it) and a browser-like submission id. */
export const contactMessage = (marker: string) => ({
  fullName: 'Olivia Hart',
  email: `${marker}.${Date.now()}.${++unique}@example.com`,
  phone: '',
  message: 'A spring wedding for eighty.',
  submissionId: `outbox-test-${Date.now()}-${unique}`,
})

export const hireInquiry = (marker: string) => ({
  firstName: 'Olivia',
  lastName: 'Hart',
  email: `${marker}.${Date.now()}.${++unique}@example.com`,
  phone: '0412 345 678',
  eventDate: '2027-03-20',
  venue: 'Spicers Clovelly Estate, Montville',
  acceptTerms: true,
  message: 'Eighty guests on long tables.',
  items: [
    { productId: 'decor-21', variantKey: 'v2', quantity: 12 },
    { productId: 'catering-tableware-12', quantity: 3 },
  ],
  submissionId: `outbox-hire-${Date.now()}-${unique}`,
})
