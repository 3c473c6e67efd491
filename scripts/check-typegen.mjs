#!/usr/bin/env node
// Fails when the committed TypeGen output (schemas/schema.json, schemas/src/sanity.types.ts) is not
// what the current schema types and GROQ queries produce. It runs the same `sanity schema extract`
// and `sanity typegen generate` as `pnpm typegen`, into a scratch directory, so the working tree is
// never touched.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const STALE = 'TypeGen output is stale: run pnpm typegen and commit the result'

const root = fileURLToPath(new URL('..', import.meta.url))
const studio = join(root, 'studio')
const committed = { schema: join(root, 'schemas/schema.json'), types: join(root, 'schemas/src/sanity.types.ts') }

// Inside the repository (git-ignored), so the formatter finds the same Prettier config as for the real file.
const cache = join(root, 'node_modules/.cache')
mkdirSync(cache, { recursive: true })
const scratch = mkdtempSync(join(cache, 'typegen-check-'))
const fresh = { schema: join(scratch, 'schema.json'), types: join(scratch, 'sanity.types.ts') }

const posix = (path) => path.split(sep).join('/')

function sanity(args) {
  const run = spawnSync('pnpm', ['exec', 'sanity', ...args], {
    cwd: studio,
    encoding: 'utf8',
    env: {
      ...process.env,
      DO_NOT_TRACK: '1',
      NO_UPDATE_NOTIFIER: '1',
      // Relative to studio/: `sanity schema extract` joins even an absolute path onto the project root.
      TYPEGEN_SCHEMA_PATH: relative(studio, fresh.schema),
      TYPEGEN_OUTPUT_PATH: relative(studio, fresh.types),
    },
  })
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`
  if (run.status !== 0) {
    console.error(output || run.error?.message)
    throw new Error(`sanity ${args.join(' ')} failed (exit ${run.status})`)
  }
  return output
}

function firstDifference(actual, expected) {
  const a = actual.split('\n')
  const b = expected.split('\n')
  const line = a.findIndex((text, index) => text !== b[index])
  const at = line === -1 ? b.length : line
  return `line ${at + 1}: committed ${JSON.stringify(a[at] ?? '<end of file>')}, expected ${JSON.stringify(b[at] ?? '<end of file>')}`
}

let failed = false
try {
  sanity(['schema', 'extract', '--force'])
  const typegenOutput = sanity(['typegen', 'generate'])
  if (/Encountered errors in/.test(typegenOutput)) {
    console.error(typegenOutput)
    console.error('TypeGen could not evaluate some queries (see above): their results would be untyped.')
    failed = true
  }

  // The header names the schema file the types came from: name the committed one, as `pnpm typegen` does.
  const expectedTypes = readFileSync(fresh.types, 'utf8').replace(
    `// Source: ${posix(relative(studio, fresh.schema))}\n`,
    `// Source: ${posix(relative(studio, committed.schema))}\n`,
  )
  const expected = { schema: readFileSync(fresh.schema, 'utf8'), types: expectedTypes }

  for (const key of /** @type {const} */ (['schema', 'types'])) {
    const name = posix(relative(root, committed[key]))
    if (!existsSync(committed[key])) {
      console.error(`${name} is missing.`)
      failed = true
      continue
    }
    const actual = readFileSync(committed[key], 'utf8')
    if (actual !== expected[key]) {
      console.error(`${name} differs from the generated output (${firstDifference(actual, expected[key])}).`)
      failed = true
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

if (failed) {
  console.error(STALE)
  process.exit(1)
}
console.log('TypeGen output is up to date (schemas/schema.json, schemas/src/sanity.types.ts).')
