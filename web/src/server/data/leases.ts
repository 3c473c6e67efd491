import type { Sql } from './sql.ts'

/**
 * Named leases (migration 0003): one row per kind of work, held by one process at a time. One
 * statement takes or renews a lease, so two instances asking at once never both get it; the same on
 * PGlite and PostgreSQL, and unlike a session's advisory lock it needs no connection held open.
 */
export function createLeases(sql: Sql) {
  return {
    /** True when `owner` holds `name` until `now + ms`: it was free, had run out, or was already its own. */
    async take(name: string, owner: string, ms: number, now = Date.now()): Promise<boolean> {
      const { rows } = await sql.query<{ owner: string }>(
        `INSERT INTO leases (name, owner, until) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET owner = excluded.owner, until = excluded.until
           WHERE leases.owner = excluded.owner OR leases.until <= $4
         RETURNING owner`,
        [name, owner, now + ms, now],
      )
      return rows[0]?.owner === owner
    },

    /** Gives the lease up (a clean stop), so another instance need not wait for it to run out. */
    async release(name: string, owner: string): Promise<void> {
      await sql.query('DELETE FROM leases WHERE name = $1 AND owner = $2', [name, owner])
    },
  }
}

export type Leases = ReturnType<typeof createLeases>
