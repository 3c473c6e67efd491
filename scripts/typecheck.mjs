#!/usr/bin/env node
// A package's own `pnpm typecheck` (`node scripts/typecheck.mjs <package dir>`; the root's `pnpm typecheck`
// runs every package's, one at a time): each tsconfig.json checked by TypeScript 7, the native compiler, which checks the
// same code as TypeScript 5.9 for about a third of the CPU (docs/decisions/0027). TypeScript 5.9 stays
// the `typescript` package: the editor, typescript-eslint and Vite use its API, which 7 does not ship.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const tsc = join(dirname(createRequire(join(root, 'package.json')).resolve('typescript-7/package.json')), 'bin/tsc')
// pnpm lists the workspace's packages: the root's `pnpm typecheck` runs each one's script, one at a time.
if (process.argv.length < 3) throw new Error('usage: node scripts/typecheck.mjs <package dir>…')
const dirs = process.argv.slice(2).map((dir) => resolve(dir))
let failed = 0
for (const dir of dirs) {
  const project = join(dir, 'tsconfig.json')
  if (!existsSync(project)) continue
  const name = relative(root, dir) || '.'
  // One thread: `pnpm test` runs its quick checks two at a time on two cores, so a second thread only
  // competes with the other check (web: 14 CPU-s single-threaded against 30 with its default threads).
  const run = spawnSync(process.execPath, [tsc, '-p', project, '--singleThreaded'], { cwd: dir, stdio: 'inherit' })
  if (run.status === 0) console.log(`${name}: types check`)
  else {
    failed++
    console.error(`${name}: type errors (above)`)
  }
}
process.exit(failed ? 1 : 0)
