import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { shippedQueries } from '../src/queries/shipped.ts'

const queriesDir = new URL('../src/queries/', import.meta.url)

describe('the shipped query list', () => {
  it('holds every query any query module exports, so production never refuses one of ours', async () => {
    const modules = readdirSync(queriesDir).filter(
      (file) => file.endsWith('.ts') && !/^(fragments|shipped)\./.test(file),
    )
    const exported: Array<[string, string]> = []
    for (const file of modules) {
      const module = (await import(new URL(file, queriesDir).href)) as Record<string, unknown>
      for (const [name, value] of Object.entries(module)) {
        if (name.endsWith('Query') && typeof value === 'string') exported.push([name, value])
      }
    }
    expect(exported.length).toBeGreaterThan(10)
    expect([...shippedQueries].sort()).toEqual(exported.sort())
  })
})
