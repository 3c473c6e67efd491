import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
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
    'upgrades a database of the release before Final numbers without losing its bookings or holds',
    async () => {
      db = await open()
      const before = mkdtempSync(join(tmpdir(), 'amaranth-migrations-'))
      dirs.push(before)
      for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name < '0009'))
        copyFileSync(join(MIGRATIONS_DIR, file), join(before, file))
      await migrate(db.sql, before)
      await db.sql.query(
        `INSERT INTO booking_quotes (record_id, nonce, valid_until, created_at, state) VALUES ('rec1', 'n1', '2027-03-06', 1, 'confirmed')`,
      )
      await db.sql.query(
        `INSERT INTO booking_holds (record_id, event_date, items, ends_at, paid_at) VALUES ('rec1', '2027-03-06', 'Chair x 60', 9, 2)`,
      )
      expect(await migrate(db.sql)).toEqual(['0009_booking_changes.sql'])
      const { rows } = await db.sql.query('SELECT record_id, items, paid_at, replaces FROM booking_holds')
      expect(rows).toEqual([{ record_id: 'rec1', items: 'Chair x 60', paid_at: expect.anything(), replaces: null }])
      expect((await db.sql.query('SELECT state FROM booking_quotes')).rows).toEqual([{ state: 'confirmed' }])
      expect((await db.sql.query('SELECT COUNT(*)::int AS n FROM booking_changes')).rows).toEqual([{ n: 0 }])
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
