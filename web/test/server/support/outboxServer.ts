/**
 * The form API over the outbox, as the server builds it from its environment, in a process of its own
 * for the SIGKILL test. Prints `listening <port>`.
 */
import { serve } from '@hono/node-server'
import { createFormApiFromEnv } from '../../../src/server/api/formApiFromEnv.ts'
import { readServerEnv } from '../../../src/server/env.ts'
import { createContentSource } from '../../../src/server/sanityForServer.ts'

const env = readServerEnv()
const app = createFormApiFromEnv(createContentSource(env, 'http://localhost:1'), env)
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`listening ${info.port}`))
