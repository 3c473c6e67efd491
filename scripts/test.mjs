#!/usr/bin/env node
// `pnpm test`: every check the project has, in order of speed, each timed; fails if any fails.
import { spawnSync } from 'node:child_process'

const root = new URL('..', import.meta.url).pathname
const only = process.argv.slice(2)

const steps = [
  ['typegen up to date', 'node', ['scripts/check-typegen.mjs']],
  ['types', 'pnpm', ['-r', 'typecheck']],
  ['lint', 'pnpm', ['lint']],
  ['schemas and seed', 'pnpm', ['--filter', '@amaranth/schemas', 'test']],
  ['fake airtable', 'pnpm', ['--filter', '@amaranth/fake-airtable', 'test']],
  ['fake stripe', 'pnpm', ['--filter', '@amaranth/fake-stripe', 'test']],
  ['web unit and component', 'pnpm', ['--filter', 'web', 'test']],
  ['bench and load scripts', 'pnpm', ['--filter', 'bench', 'test']],
  ['studio build', 'pnpm', ['--filter', 'studio', 'build']],
  ['web build', 'pnpm', ['--filter', 'web', 'build']],
  ['client secrets', 'node', ['--experimental-strip-types', 'scripts/check-client-secrets.mjs']],
  ['e2e (Chromium)', 'pnpm', ['--filter', 'tests', 'e2e']],
]

const results = []
for (const [name, command, args] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  results.push({ name, ok: run.status === 0, seconds })
  console.log(`=== ${name}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${seconds}s`)
}

console.log('\nSummary')
for (const { name, ok, seconds } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds}s)`)
const failed = results.filter((result) => !result.ok).length
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
