import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readServerEnv, type ServerEnv } from '../env.ts'
import type { ContentSource } from '../sanityForServer.ts'
import { createAirtableWriter } from './airtableWriter.ts'
import { onceWithinDeadline } from './onceWithinDeadline.ts'
import { clientAddress } from './rateLimit.ts'
import type { RecordWriter } from './recordWriter.ts'
import { catalogueFrom, createFormApi } from './routes.ts'
import { createSqliteWriter, openInquiryDatabase } from './sqliteStore.ts'

const webDir = join(dirname(fileURLToPath(import.meta.url)), '../../..')

/** INQUIRY_DB, or web/.data/inquiries.db. */
export const inquiryDbPath = (env: Pick<ServerEnv, 'INQUIRY_DB'>) =>
  env.INQUIRY_DB || join(webDir, '.data/inquiries.db')

/** Airtable when a token is set; otherwise the local SQLite store, so the offline default works end to end. */
function createStoreWriter(env: ServerEnv): RecordWriter {
  if (env.AIRTABLE_TOKEN) {
    if (!env.AIRTABLE_BASE_ID) throw new Error('AIRTABLE_BASE_ID is required when AIRTABLE_TOKEN is set')
    return createAirtableWriter({
      token: env.AIRTABLE_TOKEN,
      baseId: env.AIRTABLE_BASE_ID,
      endpointUrl: env.AIRTABLE_ENDPOINT_URL,
      deadlineMs: env.AIRTABLE_DEADLINE_MS,
    })
  }
  const path = inquiryDbPath(env)
  console.log(`Inquiries are stored locally in ${path} (no AIRTABLE_TOKEN); \`pnpm inquiries\` prints them`)
  return createSqliteWriter(openInquiryDatabase(path))
}

/** The configured store, answering within AIRTABLE_DEADLINE_MS and storing each submission once. */
export const createRecordWriter = (env: ServerEnv): RecordWriter =>
  onceWithinDeadline(createStoreWriter(env), { deadlineMs: env.AIRTABLE_DEADLINE_MS })

export function createFormApiFromEnv(content: ContentSource, env: ServerEnv = readServerEnv()) {
  return createFormApi({
    writer: createRecordWriter(env),
    loadCatalogue: catalogueFrom(content.sanity),
    ratePerMinute: env.INQUIRY_RATE_LIMIT,
    clientKey: clientAddress(env.TRUST_PROXY),
  })
}
