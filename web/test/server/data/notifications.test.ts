import { afterEach, describe, expect, it, vi } from 'vitest'
import { pgliteNotifications, pgNotifications, type Notifications } from '../../../src/server/data/notifications.ts'
import type { Sql } from '../../../src/server/data/sql.ts'
import { openPgliteCopy } from '../../support/tempDatabase.ts'
import { BACKENDS, DATABASE_START_MS } from './backends.ts'

type Opened = { sql: Sql; notifications: Notifications; another?: () => Notifications; close(): Promise<void> }

/** Two handles on one database stand for two instances; PGlite has one process, so one handle. */
async function openPglite(): Promise<Opened> {
  const { pglite, sql, close } = await openPgliteCopy()
  return { sql, notifications: pgliteNotifications(pglite, sql), close }
}

async function openPostgres(): Promise<Opened> {
  const db = await BACKENDS.find(([name]) => name === 'PostgreSQL')![1]()
  const opened: Notifications[] = []
  const another = () => {
    const made = pgNotifications({ connectionString: db.url! }, db.sql, { reconnectMs: 50 })
    opened.push(made)
    return made
  }
  return {
    sql: db.sql,
    notifications: another(),
    another,
    async close() {
      await Promise.all(opened.map((made) => made.close()))
      await db.close()
    },
  }
}

const OPENERS: Array<[string, () => Promise<Opened>]> = [
  ['PGlite', openPglite],
  ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', openPostgres] as [string, () => Promise<Opened>]] : []),
]

describe.each(OPENERS)('LISTEN/NOTIFY on %s', (name, open) => {
  let db: Opened
  afterEach(() => db?.close())

  it(
    'delivers each notification to the listeners of its channel only, until they stop listening',
    async () => {
      db = await open()
      const heard = vi.fn()
      const other = vi.fn()
      const unlisten = await db.notifications.listen('page_drops', heard)
      await db.notifications.listen('something_else', other)
      await db.notifications.notify('page_drops', '{"paths":["/"]}')
      await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('{"paths":["/"]}'))
      await unlisten()
      await db.notifications.notify('page_drops', 'after')
      await db.notifications.notify('something_else', 'marker')
      await vi.waitFor(() => expect(other).toHaveBeenCalledWith('marker'))
      expect(heard).toHaveBeenCalledTimes(1)
    },
    DATABASE_START_MS,
  )

  it.runIf(name === 'PostgreSQL')(
    'reaches another instance on the same database, and listens again after its connection is cut',
    async () => {
      db = await open()
      const heard = vi.fn()
      const resumed = vi.fn()
      const second = db.another!()
      await second.listen('page_drops', heard, resumed)
      await db.notifications.notify('page_drops', 'one')
      await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('one'))

      // What a server restart or a failover does to the listening connection.
      const { rowCount } = await db.sql.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE query LIKE 'LISTEN%' AND datname = current_database()`)
      expect(rowCount).toBe(1)
      await vi.waitFor(() => expect(resumed).toHaveBeenCalledTimes(1), { timeout: 5000 })
      await db.notifications.notify('page_drops', 'two')
      await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('two'))
    },
    DATABASE_START_MS,
  )
})
