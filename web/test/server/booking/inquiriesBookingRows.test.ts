import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUOTE_FLOW_TABLES } from '../../../src/server/booking/quoteWatcherTables.ts'
import { closeDatabases, databaseFromEnv } from '../../../src/server/data/fromEnv.ts'
import { createSubmissions } from '../../../src/server/data/submissions.ts'
import { mailTo } from '../../support/paymentServers.ts'
import { tempInquiryDb } from '../support/outboxApp.ts'
import { startSmtpServer, type SmtpServer } from '../support/smtpServer.ts'
import { offlineHireRequest } from './offlineHireRequest.ts'
import { SHORT_LIVED_NODE_FLAGS } from '../../support/childNode.ts'

const PRINT_INQUIRIES = fileURLToPath(new URL('../../../src/server/cli/inquiriesCommand.ts', import.meta.url))
const inquiries = (args: string[], env: NodeJS.ProcessEnv) =>
  promisify(execFile)(process.execPath, [...SHORT_LIVED_NODE_FLAGS, PRINT_INQUIRIES, ...args], {
    env,
    encoding: 'utf8',
  })

const EMAIL = 'amelia.retry@example.com'
const db = tempInquiryDb()
const env = {
  PATH: process.env.PATH,
  INQUIRY_DB: db.path,
  STRIPE_SECRET_KEY: 'sk_test_inquiries_booking_rows',
  PUBLIC_SITE_URL: 'https://rows.test',
}
// The server's role: it owns the PGlite folder and serves it on its socket, as while `pnpm start` runs.
const { sql } = databaseFromEnv(env)
let smtp: SmtpServer
let request: number

beforeAll(async () => {
  smtp = await startSmtpServer()
  request = await offlineHireRequest(sql, {
    'First Name': 'Amelia',
    'Last Name': 'Hart',
    Email: EMAIL,
    'Date of event': '2027-09-11',
    Items: 'Crossback Timber Chair x 60 = $510.00',
    'Total Cost': 640,
  })
}, 60_000)
afterAll(async () => {
  await smtp.close()
  await closeDatabases()
  db.remove()
})

describe('pnpm inquiries and the booking rows', () => {
  it('lists a waiting quote email as due, not "not configured", and retry sends it', async () => {
    // Without SMTP_URL the quote's email waits in the outbox.
    const quoted = await inquiries(['quote', String(request)], env)
    const link = /https:\/\/rows\.test\/quote\/\S+/.exec(quoted.stdout)?.[0]
    expect(link).toBeDefined()
    const row = (await createSubmissions(sql).list(100)).find((entry) => entry.table === QUOTE_FLOW_TABLES.links)!

    const withSmtp = { ...env, SMTP_URL: smtp.url }
    const listed = await inquiries([], withSmtp)
    expect(listed.stdout).toMatch(new RegExp(`#${row.id} ${QUOTE_FLOW_TABLES.links}`))
    expect(listed.stdout).toMatch(/quote-email +pending +attempts 0 · next try /)
    expect(listed.stdout).not.toContain('not configured')

    const retried = await inquiries(['retry', String(row.id)], withSmtp)
    expect(retried.stdout).toMatch(new RegExp(`#${row.id} quote-email +delivered`))
    const [email] = await mailTo(smtp, EMAIL)
    expect(email!.text).toContain(link)
  }, 60_000)
})
