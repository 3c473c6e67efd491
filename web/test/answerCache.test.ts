import { describe, expect, it } from 'vitest'
import { createAnswerCache } from '../src/content-lake/answerCache.ts'

describe('content lake answer cache', () => {
  it('evaluates a query once per set of parameters, sharing concurrent misses', async () => {
    const calls: string[] = []
    const answer = createAnswerCache(async (query, params) => {
      calls.push(`${query} ${JSON.stringify(params)}`)
      return JSON.stringify({ query, params })
    })
    const [a, b] = await Promise.all([
      answer('*[_type == $t]', { t: 'product' }),
      answer('*[_type == $t]', { t: 'product' }),
    ])
    await answer('*[_type == $t]', { t: 'product' })
    const other = await answer('*[_type == $t]', { t: 'category' })

    expect(calls).toHaveLength(2)
    expect(a).toBe(b)
    expect(JSON.parse(a.json)).toEqual({ query: '*[_type == $t]', params: { t: 'product' } })
    expect(a.etag).toMatch(/^W\/"[\w-]+"$/)
    expect(other.etag).not.toBe(a.etag)
  })

  it('does not keep a failed evaluation', async () => {
    let attempts = 0
    const answer = createAnswerCache(async () => {
      if (++attempts === 1) throw new Error('parse error')
      return JSON.stringify('ok')
    })
    await expect(answer('bad', {})).rejects.toThrow('parse error')
    await expect(answer('bad', {})).resolves.toMatchObject({ json: '"ok"' })
  })
})
