import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { migrate, MIGRATIONS_DIR } from '../../../src/server/data/migrate.ts'
import { pgSql } from '../../../src/server/data/sql.ts'
import { BACKENDS, DATABASE_START_MS, type TestDatabase, testPool } from './backends.ts'

describe.each(BACKENDS)('the migrator on %s', (_name, open) => {
  let db: TestDatabase
  const dirs: string[] = []
  afterEach(async () => {
    await db?.close()
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  }, DATABASE_START_MS)

  it(
    'runs every migration once, in order, and records it',
    async () => {
      db = await open()
      const first = await migrate(db.sql)
      expect(first[0]).toBe('0001_initial.sql')
      expect(await migrate(db.sql)).toEqual([])
      const { rows } = await db.sql.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
      expect(rows.map((row) => row.name)).toEqual(first)
    },
    DATABASE_START_MS,
  )

  it(
    'rolls back a failing migration whole, and runs a new file at the next start',
    async () => {
      db = await open()
      const dir = mkdtempSync(join(tmpdir(), 'amaranth-migrations-'))
      dirs.push(dir)
      writeFileSync(join(dir, '0001_a.sql'), 'CREATE TABLE a (x INTEGER);')
      writeFileSync(join(dir, '0002_b.sql'), 'CREATE TABLE b (x INTEGER); SELECT * FROM missing;')
      await expect(migrate(db.sql, dir)).rejects.toThrow(/missing/)
      await expect(db.sql.query('SELECT * FROM a')).rejects.toThrow()
      writeFileSync(join(dir, '0002_b.sql'), 'CREATE TABLE b (x INTEGER);')
      expect(await migrate(db.sql, dir)).toEqual(['0001_a.sql', '0002_b.sql'])
    },
    DATABASE_START_MS,
  )

  it(
    'two instances starting together run each file once (advisory lock)',
    async () => {
      db = await open()
      if (!db.url) {
        // One PGlite is one connection: two migrators on it still must not both apply a file.
        const runs = await Promise.all([migrate(db.sql), migrate(db.sql)])
        expect(runs.flat().filter((name) => name === '0001_initial.sql')).toHaveLength(1)
        return
      }
      const pools = [0, 1].map(() => testPool(db.url!))
      try {
        const runs = await Promise.all(pools.map((pool) => migrate(pgSql(pool), MIGRATIONS_DIR)))
        expect(runs.flat().filter((name) => name === '0001_initial.sql')).toHaveLength(1)
      } finally {
        await Promise.all(pools.map((pool) => pool.end()))
      }
    },
    DATABASE_START_MS,
  )
})
