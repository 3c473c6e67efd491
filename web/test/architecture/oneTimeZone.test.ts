import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles, webSrc as src } from '../support/sourceFiles.ts'

/**
 * The business's clock is named once (lib/time/businessDay.ts, BUSINESS_TIME_ZONE): a module that spells
 * an IANA zone itself stays on Brisbane's day when the business moves its clock, and its dates disagree
 * with every other rule's.
 */
const HOME = 'lib/time/businessDay.ts'

describe('one time zone', () => {
  it(`is spelled only in ${HOME}`, () => {
    const spelling = sourceFiles(src)
      .map((file) => relative(src, file))
      .filter((file) => file !== HOME && /['"`]Australia\/[A-Z]/.test(readFileSync(join(src, file), 'utf8')))
    expect(spelling).toEqual([])
  })
})
