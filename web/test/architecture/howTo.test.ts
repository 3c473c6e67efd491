import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * docs/how-to.md cannot go stale silently: every path it names in backticks exists (a path with a
 * placeholder such as `web/src/routes/<id>.tsx` is a new file, so its folder must exist), and so does
 * every file or folder its `vitest run` commands name, in the package the command filters to.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
const page = readFileSync(join(repoRoot, 'docs/how-to.md'), 'utf8')

/** The packages a `pnpm --filter` names, by their folders. */
const PACKAGE_DIRS: Record<string, string> = { web: 'web', '@amaranth/schemas': 'schemas' }

const ticked = (markdown: string) => [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!)

/** A backticked path: no spaces, at least one slash, not a command or a package name. */
const namedPaths = (markdown: string) =>
  ticked(markdown).filter((text) => !/\s/.test(text) && text.includes('/') && !text.startsWith('@'))

/** The targets of `pnpm --filter <package> exec vitest run <targets>`, from the package's root. */
function vitestTargets(markdown: string): string[] {
  return ticked(markdown).flatMap((text) => {
    const command = /^pnpm --filter (\S+) exec vitest run(.*)$/.exec(text)
    if (!command) return []
    const dir = PACKAGE_DIRS[command[1]!] ?? command[1]!
    return command[2]!
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((target) => `${dir}/${target}`)
  })
}

/** Where a named path should be: itself, or for a new file (`<…>` in its name) its folder. */
const mustExist = (path: string) => (/<[^>]+>/.test(path.split('/').at(-1)!) ? dirname(path) : path)

const missing = (paths: string[]) => paths.filter((path) => !existsSync(join(repoRoot, mustExist(path))))

describe('docs/how-to.md', () => {
  it('names paths, and vitest targets, to check', () => {
    expect(namedPaths(page).length).toBeGreaterThan(40)
    expect(vitestTargets(page).length).toBeGreaterThan(10)
  })

  it('names only paths that exist', () => {
    expect(missing(namedPaths(page))).toEqual([])
  })

  it('runs only tests that exist', () => {
    expect(missing(vitestTargets(page))).toEqual([])
  })

  it('reads paths and placeholders as meant', () => {
    const sample =
      '`web/src/gone.ts` `pnpm typegen` `web/src/routes/<id>.tsx` `pnpm --filter web exec vitest run test/nope`'
    expect(namedPaths(sample)).toEqual(['web/src/gone.ts', 'web/src/routes/<id>.tsx'])
    expect(missing([...namedPaths(sample), ...vitestTargets(sample)])).toEqual(['web/src/gone.ts', 'web/test/nope'])
  })
})
