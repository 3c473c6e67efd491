import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The way in stays short: the README is read in minutes (the rest lives in docs/), every decision is
 * in the index, and a decision says what was decided while its measurements go to bench/journal.md.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
const decisionsDir = join(repoRoot, 'docs/decisions')
const README_MAX_LINES = 150
const DECISION_MAX_LINES = 300

const lineCount = (path: string) => readFileSync(path, 'utf8').trimEnd().split('\n').length
const decisionFiles = () => readdirSync(decisionsDir).filter((name) => /^\d{4}-.+\.md$/.test(name))

/** The files the index links to, by relative link target. */
const indexLinks = (markdown: string) => [...markdown.matchAll(/\]\((\d{4}-[^)#\s]+\.md)\)/g)].map((match) => match[1]!)

describe('the docs', () => {
  it(`keep the README within ${README_MAX_LINES} lines`, () => {
    expect(lineCount(join(repoRoot, 'README.md'))).toBeLessThanOrEqual(README_MAX_LINES)
  })

  it('list every decision in docs/decisions/README.md, and only those', () => {
    const links = indexLinks(readFileSync(join(decisionsDir, 'README.md'), 'utf8'))
    const files = decisionFiles()
    expect(files.filter((file) => !links.includes(file))).toEqual([])
    expect(links.filter((link) => !files.includes(link))).toEqual([])
  })

  it(`keep each decision within ${DECISION_MAX_LINES} lines`, () => {
    const long = decisionFiles()
      .map((file) => ({ file, lines: lineCount(join(decisionsDir, file)) }))
      .filter(({ lines }) => lines > DECISION_MAX_LINES)
    expect(long).toEqual([])
  })
})
