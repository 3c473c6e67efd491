import { defineCliConfig } from 'sanity/cli'

// scripts/check-typegen.mjs points TypeGen at a scratch directory to compare without touching the tree.
const schemaPath = process.env.TYPEGEN_SCHEMA_PATH || '../schemas/schema.json'
const typesPath = process.env.TYPEGEN_OUTPUT_PATH || '../schemas/src/sanity.types.ts'

/**
 * CLI settings for `sanity build`, `sanity schema extract` and `sanity typegen generate`.
 * Everything here works offline: auto-updates stay off (no version check against the registry,
 * no app id prompt) and TypeGen reads a schema extracted locally.
 */
export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'your-project-id',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  deployment: {
    // Pinned versions: the Studio ships the sanity version in package.json, not the latest.
    autoUpdates: false,
  },
  schemaExtraction: {
    // Not part of `sanity build`/`sanity dev`: `pnpm typegen` extracts on purpose, and the result is committed.
    enabled: false,
    path: schemaPath,
    enforceRequiredFields: true,
  },
  typegen: {
    enabled: false,
    path: '../schemas/src/queries/**/*.ts',
    schema: schemaPath,
    generates: typesPath,
    overloadClientMethods: true,
    formatGeneratedCode: true,
  },
})
