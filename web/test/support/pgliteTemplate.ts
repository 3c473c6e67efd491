/**
 * vitest's globalSetup: PGlite folders built once, that tests copy (test/support/tempDatabase.ts). A fresh
 * PGlite spends seconds in initdb; opening a copy takes about one. The migrated one is named after a hash
 * of PGlite's version and the migration files as they are now, so a new or edited migration builds a new
 * template at the next run, and an unchanged set reuses the last one.
 */
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { migrate, MIGRATIONS_DIR } from '../../src/server/data/migrate.ts'
import { openDatabase } from '../../src/server/data/openDatabase.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite folder: copy it, never open it (test/support/tempDatabase.ts). */
    pgliteTemplate: string
    /** A PGlite folder just past initdb, no migration applied: copy it, never open it. */
    pgliteEmpty: string
  }
}

const PREFIX = 'amaranth-pglite-template-'
/** Templates of other migration sets are removed once this old: another run may still be copying one. */
const STALE_MS = 24 * 60 * 60 * 1000

function key(migrations: boolean) {
  const hash = createHash('sha256')
  // pnpm's store path names the version: a PGlite upgrade builds anew (its data format may change).
  hash.update(realpathSync(createRequire(import.meta.url).resolve('@electric-sql/pglite')))
  // Likewise pg-boss's, whose schema the migrated template holds too.
  if (migrations) hash.update(realpathSync(createRequire(import.meta.url).resolve('pg-boss')))
  if (migrations)
    for (const name of readdirSync(MIGRATIONS_DIR).sort())
      hash.update(`\0${name}\0`).update(readFileSync(join(MIGRATIONS_DIR, name)))
  return PREFIX + (migrations ? 'migrated-' : 'empty-') + hash.digest('hex').slice(0, 16)
}

function removeStale(keep: string[]) {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX) || keep.includes(name)) continue
    const path = join(tmpdir(), name)
    if (Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true })
  }
}

/** `name`'s folder in the temp directory, made by `build` when it is not there yet. */
async function template(name: string, build: (dir: string) => Promise<void>) {
  const dir = join(tmpdir(), name)
  if (existsSync(dir)) return dir
  // Built aside and renamed: a run starting meanwhile never copies a half-built folder.
  const building = `${dir}.building-${process.pid}`
  try {
    await build(building)
    renameSync(building, dir)
  } catch (error) {
    rmSync(building, { recursive: true, force: true })
    // Another run built the same template at the same moment: theirs is as good.
    if (!existsSync(dir)) throw error
  }
  return dir
}

/**
 * Two templates, both made by the production opener: a PGlite just past initdb (what the migrator's own
 * tests start from), and a copy of it with every migration applied by the production migrator and pg-boss's
 * schema installed (as the server's first start does).
 */
export async function pgliteTemplates() {
  const names = [key(false), key(true)]
  removeStale(names)
  const empty = await template(names[0]!, async (dir) => {
    const db = await openDatabase({ dataDir: dir, role: 'command' })
    await db.close()
  })
  const migrated = await template(names[1]!, async (dir) => {
    cpSync(empty, dir, { recursive: true })
    const db = await openDatabase({ dataDir: dir, role: 'command' })
    try {
      await migrate(db.sql)
      await db.jobs.install()
    } finally {
      await db.close()
    }
  })
  return { empty, migrated }
}

export default async function setup(project: TestProject) {
  const { empty, migrated } = await pgliteTemplates()
  project.provide('pgliteEmpty', empty)
  project.provide('pgliteTemplate', migrated)
}
