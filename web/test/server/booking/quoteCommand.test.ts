import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUOTE_FLOW_TABLES } from '../../../src/server/booking/quoteWatcherTables.ts'
import { quoteByRecord } from '../../../src/server/data/bookings.ts'
import { closeDatabases, databaseFromEnv } from '../../../src/server/data/fromEnv.ts'
import { quoteTokens } from '../../../src/server/data/quoteToken.ts'
import { createStatusRows } from '../../../src/server/data/statuses.ts'
import { createSubmissions } from '../../../src/server/data/submissions.ts'
import { tempInquiryDb } from '../support/outboxApp.ts'
import { inquiries } from '../support/inquiriesProcess.ts'
import { offlineHireRequest } from './offlineHireRequest.ts'

const db = tempInquiryDb()
const env = {
  PATH: process.env.PATH,
  INQUIRY_DB: db.path,
  STRIPE_SECRET_KEY: 'sk_test_quote_command',
  PUBLIC_SITE_URL: 'https://command.test',
}
// The server's role: it owns the PGlite folder and serves it on its socket, as while `pnpm start` runs.
const { sql } = databaseFromEnv(env)
let id: number

beforeAll(async () => {
  id = await offlineHireRequest(sql, {
    'First Name': 'Charlotte',
    'Last Name': 'Nguyen',
    Email: 'charlotte.command@example.com',
    'Date of event': '2027-06-19',
    Items: 'Crossback Timber Chair x 80 = $680.00',
    'Total Cost': 800,
  })
}, 60_000)
afterAll(async () => {
  await closeDatabases()
  db.remove()
})

describe('pnpm inquiries quote <id>, offline, while the server runs', () => {
  it('sets the request Quoted, makes its quote and queues its email, prints the link, and queues nothing twice', async () => {
    const first = await inquiries(['quote', String(id)], env)
    expect(first.stderr).toBe('')
    const link = /https:\/\/command\.test\/quote\/\S+/.exec(first.stdout)?.[0]
    expect(link).toBeDefined()
    expect(quoteTokens(env.STRIPE_SECRET_KEY).read(link!.split('/quote/')[1]!)).toMatchObject({ recordId: String(id) })
    expect(first.stdout).toMatch(/Queued: the email to charlotte\.command@example\.com/)
    // No SMTP_URL here: the email waits in the outbox, and the command says so.
    expect(first.stdout).toMatch(/quote-email +pending .*SMTP_URL is not set/)

    expect((await createStatusRows(sql).all()).get(id)).toBe('Quoted')
    expect(await quoteByRecord(sql, String(id))).toMatchObject({ state: 'open' })
    const rows = (await createSubmissions(sql).list(100)).filter((row) => row.table === QUOTE_FLOW_TABLES.links)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.fields).toMatchObject({ Record: String(id), 'Quote Link': link, 'Total Cents': 80_000 })

    const again = await inquiries(['quote', String(id)], env)
    expect(again.stdout).toContain(link)
    expect(again.stdout).toContain('Sent before')
    expect(
      (await createSubmissions(sql).list(100)).filter((row) => row.table === QUOTE_FLOW_TABLES.links),
    ).toHaveLength(1)

    const missing = await inquiries(['quote', '99999'], env)
    expect(missing.stderr).toContain('No hire request #99999')
  }, 60_000)
})
