import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Comments say what is true now and why; how the code got here belongs in a decision, the bench's
 * journal or a commit. A source comment that narrates history ("the eighth round", "used to", "as
 * before", "was 40 ms") fails here, naming the file and line.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
const SOURCE_FOLDERS = ['web/src', 'web/test', 'schemas', 'studio', 'testing', 'bench', 'tests', 'scripts']
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/
const SKIPPED = new Set(['node_modules', 'dist', 'artifacts', '.sanity', 'results', 'generated'])

const ORDINAL =
  '(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|\\d+(?:st|nd|rd|th))'
const HISTORY = [
  // A round of the bench's journal cited as a reason ("decision 0023, eighth round"); a poll's round is fine.
  new RegExp(`,\\s*${ORDINAL} round\\b`, 'i'),
  /\bused to\b/i,
  /\bas before\b/i,
  /\b(?:was|were) (?:about |around )?\d[\d.,]*(?:\s?[–-]\s?\d[\d.,]*)? ?ms\b/i,
]

/** The text of each comment in a source file, with the line it starts on. */
export function commentsOf(source: string): Array<{ line: number; text: string }> {
  const found: Array<{ line: number; text: string }> = []
  // Strings and template literals first, so a `//` inside one (a URL) is not a comment.
  const token = /'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`|\/\/[^\n]*|\/\*[\s\S]*?\*\//g
  const lineAt = (index: number) => source.slice(0, index).split('\n').length
  for (const match of source.matchAll(token)) {
    const text = match[0]
    if (text.startsWith('//') || text.startsWith('/*')) found.push({ line: lineAt(match.index), text })
    // A template literal may be CSS (styled-components), whose comments are comments too.
    else if (text.startsWith('`'))
      for (const inner of text.matchAll(/\/\*[\s\S]*?\*\//g))
        found.push({ line: lineAt(match.index + inner.index), text: inner[0] })
  }
  return found
}

export const narratesHistory = (comment: string) => HISTORY.some((pattern) => pattern.test(comment))

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue
    const path = join(folder, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (SOURCE_FILE.test(entry.name)) yield path
  }
}

describe('comments say what is true now', () => {
  it('finds history in comments, not in code or strings', () => {
    const source = [
      "const url = 'https://example.com/used to' // fine",
      '/** Each card repaints alone, where it used to repaint the grid. */',
      '// (docs/decisions/0023, eighth round)',
      '/* the render was 40 ms */',
      '// each round of the poll reads Airtable once; a 1.8 m round table seats ten',
    ].join('\n')
    expect(
      commentsOf(source)
        .filter((c) => narratesHistory(c.text))
        .map((c) => c.line),
    ).toEqual([2, 3, 4])
  })

  it('no source comment narrates history', () => {
    const offenders: string[] = []
    for (const folder of SOURCE_FOLDERS)
      for (const file of sourceFiles(join(repoRoot, folder))) {
        if (file.endsWith('commentsSayToday.test.ts')) continue
        for (const { line, text } of commentsOf(readFileSync(file, 'utf8')))
          if (narratesHistory(text)) offenders.push(`${relative(repoRoot, file)}:${line} ${text.slice(0, 100)}`)
      }
    expect(offenders).toEqual([])
  })
})
