#!/usr/bin/env node
// `pnpm test`: every check the project has, in order of speed, each timed; fails if any fails.
// CI keeps only the tail of what this prints, so the summary repeats the lines that name what failed.
import { spawn } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'

const root = new URL('..', import.meta.url).pathname
const only = process.argv.slice(2)

const steps = [
  ['typegen up to date', 'node', ['scripts/check-typegen.mjs']],
  ['types', 'pnpm', ['-r', 'typecheck']],
  ['lint', 'pnpm', ['lint']],
  ['formatting', 'pnpm', ['exec', 'prettier', '--check', '.']],
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

// vitest's "FAIL file > test" and "×", Playwright's numbered failures, tsc's and eslint's errors
// (eslint names the file on a line of its own, before them):
// the last of them are kept, as a run ends with its list of failures. A test that passed only on
// CI's retry (vitest's "FLAKY", Playwright's "flaky") is named even when its step passed.
const failureLine = /^\[warn\] |\bFAIL\b|[×✗✘]|^\d+\) |\berror\b|Error:|failed|^\/\S+\.[a-z]+$/i
const flakyLine = /\bflaky\b/i
// Playwright ends with "2 flaky" or "1 failed" and the tests' names on the lines below, until a blank.
const playwrightList = /^\d+ (flaky|failed)$/
const keptLines = 40

function run(command, args) {
  return new Promise((resolve) => {
    const env = { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) }
    const child = spawn(command, args, { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] })
    const failures = []
    const flaky = []
    let partial = ''
    let listing = null
    const keep = (chunk) => {
      const lines = (partial + chunk.toString()).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) {
        const plain = stripVTControlCharacters(line).trim()
        if (listing && plain && !/^\d+ [a-z]/.test(plain)) listing.push(plain)
        else listing = null
        if (listing) continue
        if (playwrightList.test(plain)) listing = plain.endsWith('flaky') ? flaky : failures
        if (flakyLine.test(plain)) flaky.push(plain)
        else if (failureLine.test(plain) && !failures.includes(plain)) failures.push(plain)
        if (failures.length > keptLines) failures.shift()
      }
    }
    child.stdout.on('data', (chunk) => (process.stdout.write(chunk), keep(chunk)))
    child.stderr.on('data', (chunk) => (process.stderr.write(chunk), keep(chunk)))
    child.on('close', (status) => resolve({ ok: status === 0, failures, flaky }))
  })
}

const results = []
for (const [name, command, args] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const { ok, failures, flaky } = await run(command, args)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  results.push({ name, ok, seconds, failures, flaky })
  console.log(`=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds}s`)
}

console.log('\nSummary')
for (const { name, ok, seconds, failures, flaky } of results) {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds}s)`)
  for (const line of [...flaky, ...(ok ? [] : failures)]) console.log(`          ${line}`)
}
const failed = results.filter((result) => !result.ok).length
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
