import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { scriptWeights } from '../../src/server/delivery/scriptWeights.ts'

/** A client build with an entry importing `shared`, and two routes: one reusing `shared`, one adding `big`. */
function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'script-weights-'))
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
  // Level 9, as the build precompresses what the server sends.
  const gz = (name: keyof typeof files) => gzipSync(Buffer.from(files[name]), { level: 9 }).length
  return { dir, gz }
}

describe('scriptWeights', () => {
  it('counts the entry graph once, and for each route only what it adds', () => {
    const { dir, gz } = fakeBuild()
    const weights = scriptWeights(dir)
    expect(weights.entryGzip).toBe(gz('entry') + gz('shared'))
    expect(weights.routes).toEqual([
      {
        route: 'hire/$productId',
        ownGzip: gz('b') + gz('big'),
        firstLoadGzip: weights.entryGzip + gz('b') + gz('big'),
      },
      { route: 'index', ownGzip: gz('a'), firstLoadGzip: weights.entryGzip + gz('a') },
    ])
  })
})
