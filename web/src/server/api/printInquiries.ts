/**
 * `pnpm inquiries`: prints the submissions kept in the local SQLite store (the offline default),
 * newest first. `pnpm inquiries 5` limits the count; `--json` prints JSON.
 */
import { existsSync } from 'node:fs'
import { readServerEnv } from '../env.ts'
import { inquiryDbPath } from './formApiFromEnv.ts'
import { listSubmissions, openInquiryDatabase } from './sqliteStore.ts'

const args = process.argv.slice(2)
const limit = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 50)
const path = inquiryDbPath(readServerEnv())

if (!existsSync(path)) {
  console.log(`No submissions yet (${path} does not exist).`)
  process.exit(0)
}
const submissions = listSubmissions(openInquiryDatabase(path), limit)
if (args.includes('--json')) {
  console.log(JSON.stringify(submissions, null, 2))
} else if (!submissions.length) {
  console.log(`No submissions yet in ${path}.`)
} else {
  for (const { id, table, createdTime, fields } of submissions) {
    console.log(`#${id} ${table} · ${createdTime}`)
    for (const [name, value] of Object.entries(fields)) {
      const text = String(value).replace(/\n/g, '\n' + ' '.repeat(18))
      console.log(`  ${name.padEnd(15)} ${text}`)
    }
    console.log('')
  }
}
