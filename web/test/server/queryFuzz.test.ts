import fc from 'fast-check'
import { runInNewContext } from 'node:vm'
import { setFlagsFromString } from 'node:v8'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AD_HOC_QUERY_LIMITS } from '../../src/content-lake/queryWorkerPool.ts'
import { startSiteServer, timedGet } from './support/siteServer.ts'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const heapMb = () => {
  gc()
  return process.memoryUsage().heapUsed / 1024 / 1024
}

const name = fc.constantFrom('_id', '_type', 'name', 'slug', 'price', 'images', 'category', 'title', 'a')
const literal = fc.oneof(
  fc.integer({ min: -5, max: 100 }).map(String),
  fc.constantFrom('"product"', '"category"', 'true', 'false', 'null', '$p', '[]'),
)
/** GROQ made of the pieces a curious or hostile caller would combine, costly cross products included. */
const { expr } = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    literal,
    fc.constant('*'),
    name,
    fc.tuple(tie('expr'), name).map(([a, b]) => `*[${b} == ${a}]`),
    tie('expr').map((a) => `*[]{"x": ${a}}`),
    fc.tuple(tie('expr'), fc.nat(50), fc.nat(50)).map(([a, from, to]) => `(${a})[${from}...${to}]`),
    fc.tuple(tie('expr'), name).map(([a, b]) => `(${a}){${b}, "n": ${b}->name}`),
    tie('expr').map((a) => `count(${a})`),
    fc.tuple(tie('expr'), name).map(([a, b]) => `(${a}) | order(${b} desc)`),
    fc.tuple(tie('expr'), tie('expr')).map(([a, b]) => `(${a}) + (${b})`),
    fc.tuple(tie('expr'), tie('expr')).map(([a, b]) => `[${a}, ${b}]`),
    fc.string({ maxLength: 20 }),
    // Cross products of the whole dataset, one to three deep: the queries that froze the server.
    fc
      .tuple(fc.integer({ min: 1, max: 3 }), name)
      .map(([depth, b]) =>
        Array.from({ length: depth }).reduce<string>((inner) => `*[]{"${b}": ${inner}}`, '*[]{_id}'),
      ),
  ),
}))

describe('generated GROQ against the development lake', () => {
  let site: Awaited<ReturnType<typeof startSiteServer>>
  beforeAll(async () => {
    site = await startSiteServer({ NODE_ENV: 'development' })
    // The first ad-hoc query starts the worker pool: its start is not a generated query's time.
    await timedGet(`${site.origin}/cms/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*[])')}`)
  }, 60_000)
  afterAll(() => site.close())

  it('answers every query within its limit with a result or an error, and the server stays healthy', async () => {
    const baseline = heapMb()
    const statuses: Record<string, number> = {}
    await fc.assert(
      fc.asyncProperty(expr, async (query) => {
        const answer = await timedGet(
          `${site.origin}/cms/v2025-02-19/data/query/production?query=${encodeURIComponent(query)}&%24p=1`,
        )
        const kind = answer.status === 200 ? '200' : `${answer.status} ${JSON.parse(answer.body).error?.type}`
        statuses[kind] = (statuses[kind] ?? 0) + 1
        expect(answer.ms, query).toBeLessThan(AD_HOC_QUERY_LIMITS.timeMs + 1_500)
        expect([200, 400], `${query}: ${answer.body}`).toContain(answer.status)
        const body = JSON.parse(answer.body)
        if (answer.status === 200) expect(body).toHaveProperty('result')
        else expect(body.error).toMatchObject({ description: expect.any(String), type: expect.any(String) })
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 80), seed: Number(process.env.FUZZ_SEED ?? 20261124) },
    )
    console.log('generated GROQ answers by status:', statuses)
    expect(statuses['200']).toBeGreaterThan(5)
    expect(statuses['400 queryTimeout'] ?? statuses['400 queryMemoryLimit']).toBeGreaterThan(0)

    expect(heapMb()).toBeLessThan(baseline + 64)
    const after = await timedGet(`${site.origin}/cms/v2025-02-19/data/query/production?query=count(*)`)
    expect(after.status).toBe(200)
  }, 180_000)
})
