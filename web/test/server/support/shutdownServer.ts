/**
 * The form API behind gracefulShutdown in a process of its own, with the real signal handlers, for
 * the SIGTERM test. Prints `listening <port>`; submissions go to AIRTABLE_ENDPOINT_URL.
 */
import { serve } from '@hono/node-server'
import { createAirtableWriter } from '../../../src/server/api/airtableWriter.ts'
import { createFormApi } from '../../../src/server/api/routes.ts'
import { gracefulShutdown } from '../../../src/server/gracefulShutdown.ts'

const app = createFormApi({
  writer: createAirtableWriter({ token: 'patTEST', baseId: 'appTEST', endpointUrl: process.env.AIRTABLE_ENDPOINT_URL }),
  loadCatalogue: async () => [],
})
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
  console.log(`listening ${info.port}`),
)
gracefulShutdown(server)
