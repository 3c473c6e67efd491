/**
 * Migrated databases for tests, copied from the template vitest's globalSetup builds
 * (test/support/pgliteTemplate.ts): opening a copy takes about a second where a fresh PGlite's initdb
 * takes several. Each copy is a folder of its own, so every test keeps its own data.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, inject } from 'vitest'
import { closeDatabases, dataDirOf } from '../../src/server/data/fromEnv.ts'
import { createJobs } from '../../src/server/data/jobs.ts'
import { numberParsers, pgliteSql } from '../../src/server/data/sql.ts'

const made: string[] = []
const opened: Array<() => Promise<void>> = []

/** Copies a template to `dataDir`, a folder PGlite then opens as its own. */
function copyTemplate(dataDir: string, which: 'pgliteTemplate' | 'pgliteEmpty' = 'pgliteTemplate') {
  const template = inject(which)
  if (!template)
    throw new Error('no PGlite template: run the tests through vitest.config.ts (its globalSetup builds it)')
  cpSync(template, dataDir, { recursive: true })
  return dataDir
}

/**
 * A fresh folder in the temp directory holding `inquiries.db`'s PGlite folder (`inquiries.pglite`, where the
 * server looks for it: data/fromEnv.ts), already migrated. `remove()` deletes it; any left at the end of
 * the file are removed then.
 */
export function tempInquiryDb(prefix = 'amaranth-outbox-', which?: 'pgliteTemplate' | 'pgliteEmpty') {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  made.push(dir)
  const path = join(dir, 'inquiries.db')
  copyTemplate(dataDirOf({ INQUIRY_DB: path }), which)
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * A PGlite of the test's own, opened directly (the storage tests): migrated, or `empty` as a fresh one
 * is after initdb. `close()` also deletes it.
 */
export async function openPgliteCopy({ empty = false } = {}) {
  const { path, remove } = tempInquiryDb('amaranth-pglite-', empty ? 'pgliteEmpty' : 'pgliteTemplate')
  const pglite = await PGlite.create({ dataDir: dataDirOf({ INQUIRY_DB: path }), parsers: numberParsers })
  const jobs = createJobs({ kind: 'pglite', db: pglite })
  const close = async () => {
    await jobs.stop()
    if (!pglite.closed) await pglite.close()
    remove()
  }
  opened.push(close)
  return { pglite, sql: pgliteSql(pglite), jobs, close }
}

// Registered when a test file imports this module: at its end, its databases closed, then their folders removed.
afterAll(async () => {
  if (!made.length) return
  try {
    await Promise.allSettled(opened.splice(0).map((close) => close()))
    await closeDatabases()
  } finally {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
  }
})
