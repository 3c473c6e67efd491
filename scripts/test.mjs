#!/usr/bin/env node
// `pnpm test`: every check the project has, each timed; fails if any fails.
// The quick checks run two at a time (the machines have two cores and most of these use one), each
// printing its output when it ends; the unit tests and the e2e suite, which use both cores, run alone after.
// CI keeps only the tail of what this prints, so the summary repeats the lines that name what failed.
import { spawn } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'

const root = new URL('..', import.meta.url).pathname
const only = process.argv.slice(2)

// Longest first, so the pair of lanes ends together.
const quickChecks = [
  ['types', 'pnpm', ['typecheck']],
  ['schemas and seed', 'pnpm', ['--filter', '@amaranth/schemas', 'test']],
  ['typegen up to date', 'node', ['scripts/check-typegen.mjs']],
  ['lint', 'pnpm', ['lint']],
  ['formatting', 'pnpm', ['exec', 'prettier', '--check', '.']],
  ['studio build', 'pnpm', ['--filter', 'studio', 'build']],
  ['web build', 'pnpm', ['--filter', 'web', 'build']],
  ['client secrets', 'node', ['--experimental-strip-types', 'scripts/check-client-secrets.mjs']],
  ['fake airtable', 'pnpm', ['--filter', '@amaranth/fake-airtable', 'test']],
  ['fake stripe', 'pnpm', ['--filter', '@amaranth/fake-stripe', 'test']],
  ['chromium finder', 'pnpm', ['--filter', '@amaranth/chromium', 'test']],
  ['bench and load scripts', 'pnpm', ['--filter', 'bench', 'test']],
]
// The e2e server serves the web build above.
const wholeMachineSteps = [
  ['web unit and component', 'pnpm', ['--filter', 'web', 'test']],
  ['e2e (Chromium)', 'pnpm', ['--filter', 'tests', 'e2e']],
]
const QUICK_LANES = 2

// vitest's "FAIL file > test" and "×", Playwright's numbered failures, tsc's and eslint's errors
// (eslint names the file on a line of its own, before them):
// the last of them are kept, as a run ends with its list of failures. A test that passed only on
// CI's retry (vitest's "FLAKY", Playwright's "flaky") is named even when its step passed.
const failureLine = /^\[warn\] |\bFAIL\b|[×✗✘]|^\d+\) |\berror\b|Error:|failed|^\/\S+\.[a-z]+$/i
const flakyLine = /\bflaky\b/i
// Playwright ends with "2 flaky" or "1 failed" and the tests' names on the lines below, until a blank.
const playwrightList = /^\d+ (flaky|failed)$/
const keptLines = 40

/** Runs one step; `buffered` keeps its output until it ends, so two steps side by side do not interleave. */
function run(command, args, buffered) {
  return new Promise((resolve) => {
    const env = { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) }
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const held = []
    const show = buffered ? (chunk) => held.push(chunk) : (chunk) => process.stdout.write(chunk)
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
    child.stdout.on('data', (chunk) => (show(chunk), keep(chunk)))
    child.stderr.on('data', (chunk) => (show(chunk), keep(chunk)))
    child.on('close', (status) => resolve({ ok: status === 0, failures, flaky, output: Buffer.concat(held) }))
  })
}

const chosen = (steps) => steps.filter(([name]) => !only.length || only.some((word) => name.includes(word)))
const results = []

async function runStep([name, command, args], buffered) {
  if (!buffered) console.log(`\n=== ${name}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const { ok, failures, flaky, output } = await run(command, args, buffered)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (buffered) console.log(`\n=== ${name}: ${command} ${args.join(' ')}\n${output.toString().trimEnd()}`)
  results.push({ name, ok, seconds, failures, flaky })
  console.log(`=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds}s`)
}

const queue = chosen(quickChecks)
const lane = async () => {
  for (let step = queue.shift(); step; step = queue.shift()) await runStep(step, true)
}
await Promise.all(Array.from({ length: QUICK_LANES }, lane))
for (const step of chosen(wholeMachineSteps)) await runStep(step, false)

console.log('\nSummary')
for (const { name, ok, seconds, failures, flaky } of results) {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds}s)`)
  for (const line of [...flaky, ...(ok ? [] : failures)]) console.log(`          ${line}`)
}
const failed = results.filter((result) => !result.ok).length
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
