#!/usr/bin/env node
// `pnpm typecheck` (every package) or `node scripts/typecheck.mjs <package dir>` (a package's own
// `pnpm typecheck`): each tsconfig.json checked by TypeScript 7, the native compiler, which checks the
// same code as TypeScript 5.9 for about a third of the CPU (docs/decisions/0027). TypeScript 5.9 stays
// the `typescript` package: the editor, typescript-eslint and Vite use its API, which 7 does not ship.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const tsc = join(dirname(createRequire(join(root, 'package.json')).resolve('typescript-7/package.json')), 'bin/tsc')
/** The workspace's packages, as pnpm-workspace.yaml lists them (a `dir/*` entry: each folder in it). */
function workspacePackages() {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')
  const section = /^packages:\n((?: {2}- .+\n?)+)/m.exec(yaml)?.[1] ?? ''
  return section
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/^ {2}- /, '').trim())
    .flatMap((entry) =>
      entry.endsWith('/*')
        ? readdirSync(join(root, entry.slice(0, -2)), { withFileTypes: true })
            .filter((item) => item.isDirectory())
            .map((item) => join(root, entry.slice(0, -2), item.name))
        : [join(root, entry)],
    )
}

const dirs = process.argv.length > 2 ? process.argv.slice(2).map((dir) => resolve(dir)) : workspacePackages()
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
