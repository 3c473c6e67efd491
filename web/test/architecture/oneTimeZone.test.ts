import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The business's clock is named once (lib/time/businessDay.ts, BUSINESS_TIME_ZONE): a module that spells
 * an IANA zone itself stays on Brisbane's day when the business moves its clock, and its dates disagree
 * with every other rule's.
 */
const src = fileURLToPath(new URL('../../src', import.meta.url))
const HOME = 'lib/time/businessDay.ts'

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('one time zone', () => {
  it(`is spelled only in ${HOME}`, () => {
    const spelling = sourceFiles(src)
      .map((file) => relative(src, file))
      .filter((file) => file !== HOME && /['"`]Australia\/[A-Z]/.test(readFileSync(join(src, file), 'utf8')))
    expect(spelling).toEqual([])
  })
})
