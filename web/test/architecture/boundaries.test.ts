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
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/dependencies')
}

describe('architecture boundaries', () => {
  it('a screen may not import another screen', async () => {
    const errors = await boundaryErrors(
      'web/src/features/home/Probe.tsx',
      "import { ProductGrid } from '../hire-range/ProductGrid.tsx'\nexport const probe = ProductGrid\n",
    )
    expect(errors).toHaveLength(1)
  })

  it('a screen may import its own files and shared modules', async () => {
    const errors = await boundaryErrors(
      'web/src/features/home/Probe.tsx',
      [
        "import { HomePage } from './HomePage.tsx'",
        "import { useHireListCount } from '../../hire-list/hireListStore.ts'",
        "import { Button } from '../../components/ui/Button.tsx'",
        'export const probe = [HomePage, useHireListCount, Button]',
        '',
      ].join('\n'),
    )
    expect(errors).toEqual([])
  })

  it('a shared module may not import a screen', async () => {
    const errors = await boundaryErrors(
      'web/src/hire-list/Probe.ts',
      "import { ProductGrid } from '../features/hire-range/ProductGrid.tsx'\nexport const probe = ProductGrid\n",
    )
    expect(errors).toHaveLength(1)
  })

  it('lib may not import components', async () => {
    const errors = await boundaryErrors(
      'web/src/lib/format/Probe.ts',
      "import { Button } from '../../components/ui/Button.tsx'\nexport const probe = Button\n",
    )
    expect(errors).toHaveLength(1)
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

  it('routes may import screens', async () => {
    const errors = await boundaryErrors(
      'web/src/routes/probe.tsx',
      "import { HomePage } from '../features/home/HomePage.tsx'\nexport const probe = HomePage\n",
    )
    expect(errors).toEqual([])
  })
})
