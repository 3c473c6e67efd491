#!/usr/bin/env node
// `pnpm start`: build the web app when its sources are newer than the last build, then serve it.
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { typeStrippingFlags } from './node-flags.mjs'

const root = new URL('..', import.meta.url).pathname
const buildMarker = join(root, 'web/dist/server/entry-server.js')
const sources = ['web/src', 'web/public', 'web/vite.config.ts', 'web/package.json', 'schemas/src']

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs)
}

const builtAt = existsSync(buildMarker) ? statSync(buildMarker).mtimeMs : 0
const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))))
if (changedAt > builtAt) {
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…')
  const build = spawnSync('pnpm', ['--filter', 'web', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, [...typeStrippingFlags(), 'web/src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
