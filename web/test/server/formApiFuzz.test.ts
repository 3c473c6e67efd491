import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CatalogueProduct } from '../../src/server/api/inquiryRecord.ts'
import { TABLES, type TableName } from '../../src/server/api/recordWriter.ts'
import { createFormApi } from '../../src/server/api/routes.ts'
import { createLocalWriter, listSubmissions } from '../../src/server/api/localStore.ts'
import { databaseFromEnv } from '../../src/server/data/fromEnv.ts'
import { tempInquiryDb } from '../support/tempDatabase.ts'
import { expectedOutcome, type Expected, type FuzzRequest } from './support/expectedOutcome.ts'
import { contactVerdict, hireVerdict, type Verdict } from './support/formOracle.ts'
import { requestMix, set, type Mutation } from './support/fuzzRequests.ts'
import { hireList, validContact, validHireRequest, wrongType } from './support/fuzzValues.ts'
import { recordingWriter } from './support/recordingWriter.ts'
import { seedCatalogue } from './support/seedCatalogue.ts'
import { count, outcomeOf, tallyTable, type Tally } from './support/fuzzTally.ts'

/**
 * Issue #8 item 3: at least 10,000 generated requests per form endpoint, each judged by an oracle that
 * restates the rules (support/formOracle.ts) rather than calling the schemas: no 5xx, every rejection a
 * 4xx with the right field errors, every accepted payload stored exactly once and exactly as the
 * oracle computes it, in the real SQLite store. The counts are printed for the closing note.
 */
const RUNS_PER_ENDPOINT = 10_000

let catalogue: CatalogueProduct[]
beforeAll(async () => {
  catalogue = [...(await seedCatalogue())]
})

/** The hire list's own mutations: unknown ids and variants, refused keys, wrong quantities, too many lines. */
function hireListMutations(): Mutation[] {
  const [first] = catalogue
  const line = { productId: first!.id, quantity: 1 }
  return [
    fc.constantFrom(
      set('items', [{ productId: 'no-such-product', quantity: 1 }]),
      set('items', [{ ...line, variantKey: 'no-such-variant' }]),
      set('items', [{ ...line, variantKey: null }]),
      set('items', [{ ...line, price: 0.01, name: 'Cheap' }]),
      set(
        'items',
        Array.from({ length: 201 }, () => line),
      ),
    ),
    fc
      .tuple(
        hireList(catalogue).filter((list) => list.length > 0),
        fc.constantFrom('productId', 'variantKey', 'quantity'),
        fc.oneof(wrongType, fc.constantFrom(0, -1, 1.5, 10_001, 1e308, '2', '', ' ', 'x'.repeat(121))),
      )
      .map(([list, key, value]) =>
        set(
          'items',
          list.map((item, i) => (i ? item : { ...item, [key]: value })),
        ),
      ),
  ]
}

type Endpoint = {
  path: string
  table: TableName
  verdictOf: (body: unknown) => Verdict
  mix: fc.Arbitrary<FuzzRequest>
}

async function fuzz({ path, table, verdictOf, mix }: Endpoint) {
  const { sql } = databaseFromEnv({ INQUIRY_DB: tempInquiryDb().path })
  const writer = recordingWriter({ inner: createLocalWriter(sql) })
  let client = 0
  // Every request its own client, so the rate limit (tested on its own) never answers instead of the rules.
  const app = createFormApi({
    writer,
    loadCatalogue: async () => catalogue,
    clientKey: () => `fuzz-${client++}`,
    log: () => {},
  })
  const tally: Tally = new Map()
  let accepted = 0

  await fc.assert(
    fc.asyncProperty(mix, async (request) => {
      const expected = expectedOutcome(request, verdictOf)
      const before = writer.records.length
      const headers: Record<string, string> =
        request.contentType === undefined ? {} : { 'Content-Type': request.contentType }
      const response = await app.request(path, { method: 'POST', headers, body: request.body })
      const answer = (await response.json()) as Record<string, unknown>
      count(tally, request.kind, outcomeOf(response.status, expected.status === 201 && !expected.stored))

      expect(response.status, JSON.stringify(answer)).toBe(expected.status)
      checkAnswer(answer, expected)
      const stored = writer.records.slice(before)
      if (expected.status === 201 && expected.stored) {
        accepted += 1
        expect(stored).toEqual([{ table, fields: expected.stored, submissionId: expected.submissionId }])
      } else expect(stored).toEqual([])
    }),
    { numRuns: RUNS_PER_ENDPOINT },
  )

  // What reached the database is exactly what was accepted, field for field (both endpoints share it).
  const rows = (await listSubmissions(sql, Number.MAX_SAFE_INTEGER)).filter((row) => row.table === table).reverse()
  expect(rows.map((row) => row.fields)).toEqual(writer.records.map((record) => record.fields))
  const counts = tallyTable(tally)
  console.table(counts)
  console.log(`${path}: ${counts.total!.requests} requests, ${accepted} accepted, ${rows.length} stored`)
  return { total: counts.total!.requests!, accepted, stored: rows.length }
}

function checkAnswer(answer: Record<string, unknown>, expected: Expected) {
  if (expected.status === 201) return expect(answer).toEqual({ ok: true })
  expect(answer.message).toEqual(expect.any(String))
  if (expected.status === 400 && 'errors' in expected) {
    expect(Object.keys(answer.fieldErrors as object).sort()).toEqual([...expected.errors].sort())
  }
  if (expected.status === 400 && 'invalidJson' in expected) expect(answer.error).toBe('invalid_json')
}

describe('the form endpoints under generated bad input', () => {
  const contactFields = ['fullName', 'email', 'phone', 'message', 'submissionId']
  const hireFields = [
    'firstName',
    'lastName',
    'email',
    'phone',
    'eventDate',
    'venue',
    'postcode',
    'message',
    'acceptTerms',
    'damageWaiver',
    'items',
    'submissionId',
  ]

  it(
    `POST /api/contact-messages: ${RUNS_PER_ENDPOINT} requests, no 5xx, nothing invalid stored`,
    { timeout: 180_000 },
    async () => {
      const { total, accepted, stored } = await fuzz({
        path: '/api/contact-messages',
        table: TABLES.contactMessages,
        verdictOf: contactVerdict,
        mix: requestMix({ valid: validContact, fields: contactFields }),
      })
      expect(total).toBeGreaterThanOrEqual(RUNS_PER_ENDPOINT)
      expect(accepted).toBeGreaterThan(RUNS_PER_ENDPOINT / 20)
      expect(stored).toBe(accepted)
    },
  )

  it(
    `POST /api/equipment-hire-requests: ${RUNS_PER_ENDPOINT} requests, no 5xx, nothing invalid stored`,
    { timeout: 180_000 },
    async () => {
      const { total, accepted, stored } = await fuzz({
        path: '/api/equipment-hire-requests',
        table: TABLES.equipmentHireRequests,
        verdictOf: (body) => hireVerdict(body, catalogue),
        mix: requestMix({
          valid: validHireRequest(catalogue),
          fields: hireFields,
          extraMutations: hireListMutations(),
        }),
      })
      expect(total).toBeGreaterThanOrEqual(RUNS_PER_ENDPOINT)
      expect(accepted).toBeGreaterThan(RUNS_PER_ENDPOINT / 20)
      expect(stored).toBe(accepted)
    },
  )
})
