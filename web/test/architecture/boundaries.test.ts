import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The lint config is the architecture's map (eslint.config.js); these cases show it is enforced,
 * by linting a file that does not exist on disk, placed where the import would be written.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
const eslint = new ESLint({ cwd: repoRoot })

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` })
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('boundaries/'))
}

const probe = (imports: string[]) => [...imports, 'export const probe = [] as unknown[]', ''].join('\n')

describe('architecture boundaries', () => {
  it.each([
    [
      'a screen importing another screen',
      'web/src/features/home/Probe.tsx',
      ["import '../hire-range/ProductGrid.tsx'"],
    ],
    [
      'a shared module importing a screen',
      'web/src/hire-list/Probe.ts',
      ["import '../features/hire-range/ProductGrid.tsx'"],
    ],
    ['lib importing components', 'web/src/lib/format/Probe.ts', ["import '../../components/ui/Button.tsx'"]],
    [
      'the data module importing the server above it',
      'web/src/server/data/Probe.ts',
      ["import '../outbox/outbox.ts'", "import '../env.ts'"],
    ],
    [
      'the shared booking module importing the quote screen',
      'web/src/booking/Probe.ts',
      ["import '../features/quote/QuotePage.tsx'"],
    ],
    [
      'the server importing a screen',
      'web/src/server/booking/Probe.ts',
      ["import '../../features/quote/quoteQuery.ts'"],
    ],
    ['the app importing a screen', 'web/src/Probe.tsx', ["import './features/home/HomePage.tsx'"]],
    ['a shared module importing the app', 'web/src/hire-list/Probe.ts', ["import '../router.tsx'"]],
    ['a folder the map does not name', 'web/src/unmapped/Probe.ts', []],
    ['an import of a folder the map does not name', 'web/src/lib/Probe.ts', ["import '../unmapped/probe.ts'"]],
  ])('fails %s', async (_case, filePath, imports) => {
    expect(await boundaryErrors(filePath, probe(imports))).toHaveLength(Math.max(1, imports.length))
  })

  it.each([
    [
      'a screen importing its own files and shared modules',
      'web/src/features/home/Probe.tsx',
      [
        "import './HomePage.tsx'",
        "import '../../hire-list/hireListStore.ts'",
        "import '../../components/ui/Button.tsx'",
      ],
    ],
    ['a route importing a screen', 'web/src/routes/probe.tsx', ["import '../features/home/HomePage.tsx'"]],
    ['the server importing the data module', 'web/src/server/outbox/Probe.ts', ["import '../data/sql.ts'"]],
    [
      'the server importing the shared booking module and the app',
      'web/src/server/booking/Probe.ts',
      ["import '../../booking/amounts.ts'", "import '../../entry-server.tsx'"],
    ],
    [
      'the quote screen importing the shared booking module',
      'web/src/features/quote/Probe.ts',
      ["import '../../booking/amounts.ts'", "import './quoteQuery.ts'"],
    ],
  ])('allows %s', async (_case, filePath, imports) => {
    expect(await boundaryErrors(filePath, probe(imports))).toEqual([])
  })

  it('the map has no cycles, so no two folders can import each other, even through others', async () => {
    const config = (await import(`${repoRoot}eslint.config.js`)) as { ARCHITECTURE: Record<string, string[]> }
    const map = config.ARCHITECTURE
    const reaches = (from: string, seen: Set<string> = new Set()): Set<string> => {
      for (const next of map[from] ?? []) {
        if (!seen.has(next)) {
          seen.add(next)
          reaches(next, seen)
        }
      }
      return seen
    }
    const cyclic = Object.keys(map).filter((type) => reaches(type).has(type))
    expect(cyclic).toEqual([])
  })
})
