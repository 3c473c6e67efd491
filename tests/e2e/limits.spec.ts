import { expect, test } from '@playwright/test'

/** The nested query that froze every page for two minutes and then ran the server out of memory. */
const COSTLY = '*[]{"a":*[]{"b":*[]{_id}}}'
const QUERY_PATH = '/cms/v2025-02-19/data/query/production'

test.describe('Bounded public requests', () => {
  test('a costly query is refused at once while another client loads a page, and the server stays up', async ({
    playwright,
    baseURL,
  }) => {
    const attacker = await playwright.request.newContext({ baseURL })
    const visitor = await playwright.request.newContext({ baseURL })
    // A page whose cached HTML expired re-renders: warm it so the timing is the page's, not a cold render's.
    await visitor.get('/hire-range')

    const timed = async <T>(work: Promise<T>) => {
      const started = Date.now()
      return { value: await work, ms: Date.now() - started }
    }
    const byGet = timed(attacker.get(`${QUERY_PATH}?query=${encodeURIComponent(COSTLY)}`))
    const byPost = timed(attacker.post(QUERY_PATH, { data: { query: COSTLY } }))
    const page = await timed(visitor.get('/hire-range'))

    expect(page.value.status()).toBe(200)
    expect(page.ms).toBeLessThan(500)
    for (const refused of [await byGet, await byPost]) {
      expect(refused.ms).toBeLessThan(3_000)
      expect(refused.value.status()).toBe(403)
      expect((await refused.value.json()).error).toMatchObject({ type: 'queryNotAllowed' })
    }
    expect((await visitor.get('/api/health')).status()).toBe(200)
    await Promise.all([attacker.dispose(), visitor.dispose()])
  })
})
