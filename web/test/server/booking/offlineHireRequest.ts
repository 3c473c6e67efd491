import { TABLES } from '../../../src/server/api/recordWriter.ts'
import type { Sql } from '../../../src/server/data/sql.ts'
import { createSubmissions } from '../../../src/server/data/submissions.ts'

/**
 * A hire request as an offline server stores it (no Airtable: no deliveries), for the commands that
 * quote it: `pnpm inquiries quote <id>` and the rest. Returns its id.
 */
export async function offlineHireRequest(sql: Sql, fields: Record<string, unknown>): Promise<number> {
  const accepted = await createSubmissions(sql).accept(
    { table: TABLES.equipmentHireRequests, fields },
    [],
    Date.now(),
    0,
  )
  return accepted.id
}
