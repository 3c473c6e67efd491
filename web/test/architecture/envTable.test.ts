import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { sourceFiles, webSrc } from '../support/sourceFiles.ts'

/**
 * docs/operations.md's table "The server" lists exactly the variables the server reads: the keys of
 * server/env.ts's schema and any `process.env` read under web/src/server. A variable read and not
 * documented is one an operator cannot find; one documented and not read is one they set for nothing.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
const serverDir = join(webSrc, 'server')
const ENV_NAME = /^[A-Z][A-Z0-9_]+$/

/** The keys of the object schema `const EnvSchema = z.object({ … })`, one a line at two spaces. */
function schemaKeys(source: string): string[] {
  const start = source.indexOf('const EnvSchema = z.object({')
  const end = source.indexOf('\n})', start)
  if (start < 0 || end < 0) return []
  return [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]!)
}

/** `process.env.NAME` and `process.env['NAME']` reads in a source file. */
function processEnvReads(source: string): string[] {
  return [...source.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]+)|\[\s*['"]([A-Z][A-Z0-9_]+)['"]\s*\])/g)].map(
    (match) => (match[1] ?? match[2])!,
  )
}

/** Every backticked name in the first column of the table under the heading `### {heading}`. */
function documentedNames(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n')
  const from = lines.findIndex((line) => line.trim() === `### ${heading}`)
  if (from < 0) return []
  const to = lines.findIndex((line, index) => index > from && /^#{1,3} /.test(line))
  return lines
    .slice(from + 1, to < 0 ? undefined : to)
    .filter((line) => line.startsWith('|') && !/^\|[\s-|]+\|$/.test(line))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!))
    .filter((name) => ENV_NAME.test(name))
}

function serverReads(): Map<string, string> {
  const readBy = new Map<string, string>()
  for (const file of sourceFiles(serverDir)) {
    const source = readFileSync(file, 'utf8')
    const names = relative(serverDir, file) === 'env.ts' ? schemaKeys(source) : []
    for (const name of [...names, ...processEnvReads(source)]) readBy.set(name, relative(webSrc, file))
  }
  return readBy
}

describe('the environment table', () => {
  const documented = documentedNames(readFileSync(join(repoRoot, 'docs/operations.md'), 'utf8'), 'The server')
  const read = serverReads()

  it('finds the schema and the table', () => {
    expect(read.size).toBeGreaterThan(20)
    expect(documented.length).toBeGreaterThan(20)
  })

  it('documents every variable the server reads', () => {
    const undocumented = [...read]
      .filter(([name]) => !documented.includes(name))
      .map(([name, file]) => `${name} (${file})`)
    expect(undocumented).toEqual([])
  })

  it('documents no variable the server does not read', () => {
    expect(documented.filter((name) => !read.has(name))).toEqual([])
  })

  it('lists each variable once', () => {
    expect(documented.filter((name, index) => documented.indexOf(name) !== index)).toEqual([])
  })
})

describe('the readers', () => {
  it('read schema keys at two spaces only', () => {
    const source = 'const EnvSchema = z.object({\n  PORT: z.number(),\n  /** NOT_A_KEY: */\n    NESTED: 1,\n})\n'
    expect(schemaKeys(source)).toEqual(['PORT'])
  })

  it('read both forms of process.env', () => {
    expect(processEnvReads("process.env.WEB_OUT_DIR ?? process.env['DATA_DIR'] + process.env")).toEqual([
      'WEB_OUT_DIR',
      'DATA_DIR',
    ])
  })

  it('read the first column of the named table only', () => {
    const markdown = [
      '### The server',
      '| variable | meaning |',
      '| --- | --- |',
      '| `PORT`, `HOST` | like `NOT_THIS` |',
      '### Other',
      '| `CHROME_PATH` | tests |',
    ].join('\n')
    expect(documentedNames(markdown, 'The server')).toEqual(['PORT', 'HOST'])
  })
})
