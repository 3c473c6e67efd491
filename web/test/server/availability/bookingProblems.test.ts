import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it, vi } from 'vitest'
import { TABLES } from '../../../src/server/api/recordWriter.ts'
import { createAvailabilityFromEnv } from '../../../src/server/availability/availabilityFromEnv.ts'
import { databaseFromEnv } from '../../../src/server/data/fromEnv.ts'
import { createStatusRows } from '../../../src/server/data/statuses.ts'
import { createSubmissions } from '../../../src/server/data/submissions.ts'
import type { ServerEnv } from '../../../src/server/env.ts'
import type { ContentSource } from '../../../src/server/sanityForServer.ts'
import { installSeedContentLake } from '../../support/seedLake.ts'
import { tempInquiryDb } from '../../support/tempDatabase.ts'
import { testSanityClient } from '../../support/testSanityClient.ts'
import { SHORT_LIVED_NODE_FLAGS } from '../../support/childNode.ts'

const PRINT_INQUIRIES = fileURLToPath(new URL('../../../src/server/cli/inquiriesCommand.ts', import.meta.url))

installSeedContentLake()
/** The seed's catalogue and the charges its hire terms list ("Travel surcharge" among them). */
const content = { sanity: testSanityClient() } as unknown as ContentSource

describe('what staff should fix in Confirmed requests, from the local store', () => {
  it('logs a request whose date is not YYYY-MM-DD, and `pnpm inquiries` lists it', async () => {
    const INQUIRY_DB = tempInquiryDb().path
    // This process is the server: it holds the database, and `pnpm inquiries` reaches it over its socket.
    const { sql } = databaseFromEnv({ INQUIRY_DB })
    const submit = async (fields: Record<string, unknown>) =>
      (await createSubmissions(sql).accept({ table: TABLES.equipmentHireRequests, fields }, [], Date.now(), 0)).id
    const undated = await submit({ 'Date of event': '16/10/2027', Items: 'Crossback Timber Chair x 30 = $255.00' })
    const dated = await submit({
      'Date of event': '2027-10-16',
      Items: 'Crossback Timber Chair x 10 = $85.00\nTravel surcharge x 1 = $50.00\nCollection Basket x 2',
    })
    const statuses = createStatusRows(sql)
    await statuses.set(undated, 'Confirmed')
    await statuses.set(dated, 'Confirmed')

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const env = { INQUIRY_DB, AVAILABILITY_MAX_AGE_MS: 30_000, AVAILABILITY_RATE_LIMIT: 60 } as ServerEnv
    const { countsOn } = createAvailabilityFromEnv(content, env, () => 'one')
    expect((await countsOn('2027-10-16'))?.['styling-furniture-2']).toEqual({ free: 90, stock: 100 })
    const logged = errors.mock.calls.map(([line]) => String(line))
    expect(logged).toContain(
      `[availability] request #${undated}: Date of event "16/10/2027" is not YYYY-MM-DD; it holds nothing until fixed`,
    )
    expect(logged.filter((line) => line.includes(`#${dated}`))).toEqual([
      `[availability] request #${dated}: "Collection Basket x 2" matches no product (no product of that name); it holds nothing until fixed`,
    ])

    const { stdout } = await promisify(execFile)(process.execPath, [...SHORT_LIVED_NODE_FLAGS, PRINT_INQUIRIES], {
      env: { PATH: process.env.PATH, INQUIRY_DB },
      encoding: 'utf8',
    })
    expect(stdout).toMatch(/Confirmed requests whose Date of event is not YYYY-MM-DD \(they hold nothing until fixed/)
    expect(stdout).toContain(`  #${undated}: "16/10/2027"`)
    expect(stdout).toContain(`  #${dated}: "Collection Basket x 2" (no product of that name)`)
  })
})
