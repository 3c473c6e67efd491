/**
 * `node web/test/support/prepareDataDir.ts`: gives the e2e servers (tests/playwright.config.ts,
 * tests/e2e/support/extraServer.ts) a migrated PGlite folder before they start: a copy of the template
 * the unit tests use, at the folder INQUIRY_DB or DATA_DIR names, when no database is there yet. A server
 * then opens it in seconds instead of running initdb first. A folder already there is left as it is.
 */
import { cpSync, existsSync } from 'node:fs'
import { dataDirOf } from '../../src/server/data/fromEnv.ts'
import { IN_MEMORY } from '../../src/server/data/openDatabase.ts'
import { pgliteTemplates } from './pgliteTemplate.ts'

const dataDir = dataDirOf(process.env)
if (process.env.DATABASE_URL || dataDir === IN_MEMORY || existsSync(dataDir)) process.exit(0)
const { migrated } = await pgliteTemplates()
cpSync(migrated, dataDir, { recursive: true })
