import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChangeFacts } from '../../../src/server/change/changeFacts.ts'
import { changesOf, storeChange } from '../../../src/server/data/bookingChanges.ts'
import { createQuote } from '../../../src/server/data/bookings.ts'
import { closeDatabases, databaseFromEnv } from '../../../src/server/data/fromEnv.ts'
import { createSubmissions } from '../../../src/server/data/submissions.ts'
import { tempInquiryDb } from '../support/outboxApp.ts'
import { inquiries } from '../support/inquiriesProcess.ts'
import { offlineHireRequest } from '../booking/offlineHireRequest.ts'

/**
 * `pnpm inquiries change-approve|change-refuse <id>` as its own process while the server runs (decision
 * 0033): staff's answer offline, the couple's email queued, and a request with nothing waiting refused.
 */

const db = tempInquiryDb()
const env = {
  PATH: process.env.PATH,
  INQUIRY_DB: db.path,
  STRIPE_SECRET_KEY: 'sk_test_change_command',
  PUBLIC_SITE_URL: 'https://command.test',
}
const { sql } = databaseFromEnv(env)
let id: number

const items = 'Crossback Timber Chair x 80 = $680.00'
const fewer = 'Crossback Timber Chair x 60 = $510.00'
const facts: ChangeFacts = {
  name: 'Charlotte Nguyen',
  email: 'charlotte.change@example.com',
  eventDate: '2027-06-19',
  before: { items, totalCents: 680_00 },
  after: { items: fewer, totalCents: 510_00 },
  preview: {
    lines: [
      { key: 'styling-furniture-2', name: 'Crossback Timber Chair', from: 80, to: 60, unitCents: 850, feeCents: 0 },
    ],
    beforeCents: 680_00,
    afterCents: 510_00,
    feesKeptCents: 0,
    paidCents: 680_00,
    differenceCents: -170_00,
    applies: 'with-staff',
    short: [],
    refused: [],
  },
  settles: 'refund',
  differenceCents: 170_00,
}

beforeAll(async () => {
  id = await offlineHireRequest(sql, { 'First Name': 'Charlotte', Email: facts.email, Items: items, 'Total Cost': 680 })
  await createQuote(sql, { recordId: String(id), validUntil: '2027-06-19', secret: env.STRIPE_SECRET_KEY })
  await storeChange(sql, {
    recordId: String(id),
    state: 'with-staff',
    fullName: 'Charlotte Nguyen',
    requestedAt: Date.now(),
    ip: null,
    userAgent: null,
    termsVersion: null,
    figures: facts,
  })
}, 60_000)
afterAll(async () => {
  await closeDatabases()
  db.remove()
})

describe('pnpm inquiries change-refuse <id>, offline, while the server runs', () => {
  it('refuses the change waiting, queues the couple’s email, and answers nothing waiting after', async () => {
    const refused = await inquiries(['change-refuse', String(id)], env)
    expect(refused.stderr).toBe('')
    expect(refused.stdout).toMatch(new RegExp(`#${id}: the change is refused`))
    // The command answers, attempts its row and exits: it does not go on to list the outbox.
    expect(refused.stdout).not.toMatch(/deliveries \d+ delivered/)
    expect((await changesOf(sql, String(id))).map((row) => row.state)).toEqual(['refused'])
    const rows = (await createSubmissions(sql).list(100)).filter((row) => row.table === 'Booking Changes')
    expect(rows.map((row) => row.fields)).toEqual([expect.objectContaining({ Kind: 'refused', Why: 'staff' })])
    expect(rows[0]!.deliveries.map((delivery) => delivery.target)).toEqual(['change-couple'])

    const again = await inquiries(['change-approve', String(id)], env)
    expect(again.stderr).toContain(`#${id} has no change waiting for an answer`)
    expect(again).toMatchObject({ code: 1 })
  }, 60_000)
})
