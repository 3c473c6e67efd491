import { catalogueFrom } from '../../../src/server/api/routes.ts'
import { readServerEnv } from '../../../src/server/env.ts'
import { createContentSource } from '../../../src/server/sanityForServer.ts'

/** The seed catalogue through the embedded lake, in-process: the same GROQ the server runs. */
export const seedCatalogue = catalogueFrom(createContentSource(readServerEnv({}), 'http://localhost:1').sanity)
