import { HIRE_FIELDS, type AirtableFields } from '@amaranth/schemas/airtable'
import Airtable from 'airtable'
import { TABLES } from '../api/recordWriter.ts'
import type { ServerEnv } from '../env.ts'
import type { Target } from '../outbox/dispatcher.ts'
import type { StoredSubmission, TargetName } from '../outbox/outboxRows.ts'

export type AirtableRecordOptions = {
  token: string
  baseId: string
  endpointUrl?: string
  alarm?: (message: string) => void
  /** The Airtable id of a record the site knows by its local id (a quote reserved now); undefined until created. */
  airtableIdOf?: (recordId: string) => Promise<string | undefined>
}

type Base = ReturnType<Airtable['base']>

const UNKNOWN_FIELD = /Unknown field name: "([^"]+)"/

/**
 * A booking's writes to its Airtable record (by id, with the outbox's retries): `write` does the request.
 * A field the base lacks is logged by name (staff add it: docs/operations.md, Connect Airtable), a refused comment
 * names the scope the token needs, and either is retried until staff fix the base; nothing is lost.
 */
export function airtableRecordTarget(
  name: TargetName,
  {
    token,
    baseId,
    endpointUrl,
    alarm = (message: string) => console.error(message),
    airtableIdOf = async (recordId) => recordId,
  }: AirtableRecordOptions,
  write: (base: Base, recordId: string, submission: StoredSubmission) => Promise<string>,
): Target {
  const base = new Airtable({ apiKey: token, endpointUrl, noRetryIfRateLimited: true, requestTimeout: 30_000 }).base(
    baseId,
  )
  return {
    name,
    concurrency: 1,
    attemptTimeoutMs: 35_000,
    async deliver(submission) {
      const known = String(submission.fields.Record ?? '')
      const recordId = await airtableIdOf(known)
      // Retried until the inquiry's own delivery has created the record.
      if (!recordId) throw new Error(`the record of ${known} is not in Airtable yet`)
      try {
        return await write(base, recordId, submission)
      } catch (error) {
        const message = (error as { message?: string }).message ?? JSON.stringify(error)
        const missing = UNKNOWN_FIELD.exec(message)?.[1]
        if (missing)
          alarm(
            `[booking] Airtable's ${TABLES.equipmentHireRequests} has no field "${missing}": add it (docs/operations.md, Connect Airtable); the update of ${recordId} is retried.`,
          )
        else if ((error as { statusCode?: number }).statusCode === 403)
          alarm(
            `[booking] Airtable refused a write to ${recordId} (403): the token needs data.records:write, and data.recordComments:write for comments (docs/operations.md, Connect Airtable); retried.`,
          )
        throw error instanceof Error ? error : new Error(message)
      }
    },
  }
}

/** The record's fields, updated by id; answers the record id. */
export const updateRecord = (base: Base, recordId: string, fields: AirtableFields<'Equipment Hire Requests'>) =>
  base(TABLES.equipmentHireRequests)
    .update(recordId, fields)
    .then((updated) => updated.id)

/** The record's Status as it is now ('' when empty). */
export const recordStatus = async (base: Base, recordId: string): Promise<string> => {
  const status = (await base(TABLES.equipmentHireRequests).find(recordId)).get(HIRE_FIELDS.status)
  return typeof status === 'string' ? status : ''
}

/** Airtable's access from the environment, or undefined without AIRTABLE_TOKEN (the site then keeps records itself). */
export const airtableAccessFromEnv = (
  env: Pick<ServerEnv, 'AIRTABLE_TOKEN' | 'AIRTABLE_BASE_ID' | 'AIRTABLE_ENDPOINT_URL'>,
): AirtableRecordOptions | undefined =>
  env.AIRTABLE_TOKEN
    ? { token: env.AIRTABLE_TOKEN, baseId: env.AIRTABLE_BASE_ID ?? '', endpointUrl: env.AIRTABLE_ENDPOINT_URL }
    : undefined
