import { ESLint } from 'eslint'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { webSrc } from '../support/sourceFiles.ts'

/**
 * The map is true and stays true: every folder of web/src, every screen (features/<screen>) and every
 * server folder (server/<folder>) is in the lint's map (ARCHITECTURE in eslint.config.js, so its imports
 * are checked) and in docs/architecture.md (so a newcomer finds it), and the page names no folder that
 * is gone.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
const eslint = new ESLint({ cwd: repoRoot })
const page = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8')

const foldersOf = (folder: string) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()

const topFolders = foldersOf(webSrc)
const screens = foldersOf(join(webSrc, 'features'))
const serverFolders = foldersOf(join(webSrc, 'server'))

/**
 * Whether the lint refuses `importLine` in a file at `filePath` (linted without being on disk) by the map's
 * rule, and for nothing else: a file of a folder the map does not name fails another rule instead.
 */
async function refused(filePath: string, importLine: string) {
  const code = [importLine, 'export const probe = [] as unknown[]', ''].join('\n')
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) })
  const messages = (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('boundaries/'))
  return messages.length === 1 && messages[0]?.ruleId === 'boundaries/dependencies'
}

/** Whether the page writes `name` in code font, e.g. `booking/` or `server/outbox/`. */
const onThePage = (name: string) => page.includes(`\`${name}\``)

describe('the map of web/src', () => {
  it('finds the folders', () => {
    expect(topFolders).toEqual(expect.arrayContaining(['booking', 'features', 'server']))
    expect(screens).toEqual(expect.arrayContaining(['quote', 'hire-terms']))
    expect(serverFolders).toEqual(expect.arrayContaining(['booking', 'data', 'outbox']))
  })

  it('lints every folder of web/src as one of the map: none but the server may import the server', async () => {
    const unchecked: string[] = []
    for (const folder of [
      ...topFolders.filter((name) => name !== 'features' && name !== 'server'),
      ...screens.map((screen) => `features/${screen}`),
    ]) {
      const up = '../'.repeat(folder.split('/').length)
      if (!(await refused(`web/src/${folder}/Probe.ts`, `import '${up}server/app.ts'`))) unchecked.push(folder)
    }
    expect(unchecked).toEqual([])
  })

  it("lints every server folder as the server's: none may import a screen", async () => {
    const unchecked: string[] = []
    for (const folder of serverFolders)
      if (!(await refused(`web/src/server/${folder}/Probe.ts`, "import '../../features/home/HomePage.tsx'")))
        unchecked.push(folder)
    expect(unchecked).toEqual([])
  })

  it('names every folder on the architecture page', () => {
    const missing = [
      ...topFolders.filter((name) => name !== 'features').map((name) => `${name}/`),
      ...serverFolders.map((name) => `server/${name}/`),
    ].filter((name) => !onThePage(name))
    // A screen is written by its name alone, in the page's list of screens.
    const missingScreens = screens.filter((screen) => !onThePage(screen)).map((screen) => `features/${screen}/`)
    expect([...missing, ...missingScreens]).toEqual([])
  })

  it('names no folder that is gone, in the lint or on the page', async () => {
    const config = (await import(`${repoRoot}eslint.config.js`)) as { ARCHITECTURE: Record<string, string[]> }
    const folderKinds = Object.keys(config.ARCHITECTURE).filter(
      (kind) => !['app', 'feature', 'server-data'].includes(kind),
    )
    expect(folderKinds.filter((kind) => !topFolders.includes(kind))).toEqual([])
    const named = [...page.matchAll(/`server\/([a-z-]+)\/`/g)].map((match) => match[1]!)
    expect(named.filter((name) => !serverFolders.includes(name))).toEqual([])
  })
})
