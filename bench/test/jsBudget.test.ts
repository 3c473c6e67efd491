import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { jsBudget, routeFileFor } from '../src/jsBudget.ts'
import { gzipSize } from '../src/zlibSizes.ts'

/** A client build with an entry importing `shared`, and two routes: one reusing `shared`, one adding `big`. */
function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-js-'))
  mkdirSync(join(dir, '.vite'))
  mkdirSync(join(dir, 'assets'))
  const files = { entry: 'e'.repeat(500), shared: 'shared();'.repeat(50), a: 'a();', b: 'b();', big: 'x'.repeat(2000) }
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, 'assets', `${name}.js`), body)
  const manifest = {
    'src/entry-client.tsx': { file: 'assets/entry.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    '_big.js': { file: 'assets/big.js', imports: ['_shared.js'] },
    'src/routes/index.tsx?tsr-split=component': { file: 'assets/a.js', imports: ['_shared.js'] },
    'src/routes/hire/$productId.tsx?tsr-split=component': { file: 'assets/b.js', imports: ['_big.js'] },
    'src/routes/hire/$productId.tsx?tsr-split=notFoundComponent': { file: 'assets/big.js' },
  }
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest))
  const gz = (name: keyof typeof files) => gzipSize(Buffer.from(files[name]))
  return { dir, gz }
}

describe('jsBudget', () => {
  it('counts the entry graph once, and for each route only what it adds', () => {
    const { dir, gz } = fakeBuild()
    const budget = jsBudget(dir)
    expect(budget.entryGzip).toBe(gz('entry') + gz('shared'))
    expect(budget.routes).toEqual([
      { route: 'hire/$productId', ownGzip: gz('b') + gz('big'), firstLoadGzip: budget.entryGzip + gz('b') + gz('big') },
      { route: 'index', ownGzip: gz('a'), firstLoadGzip: budget.entryGzip + gz('a') },
    ])
  })

  it('maps measured paths to their route files', () => {
    expect(['/', '/hire/decor-1', '/events/x', '/portfolio'].map(routeFileFor)).toEqual([
      'index',
      'hire/$productId',
      'events/$slug',
      'portfolio',
    ])
  })
})
