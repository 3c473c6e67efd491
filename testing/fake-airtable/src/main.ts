#!/usr/bin/env node
/**
 * The fake Airtable as a process of its own, for the e2e suite's webServer:
 * `fake-airtable` (FAKE_AIRTABLE_PORT, default 5273). Stops on SIGINT or SIGTERM.
 */
import { startFakeAirtable } from './server.ts'

const fake = await startFakeAirtable({ port: Number(process.env.FAKE_AIRTABLE_PORT ?? 5273) })
console.log(`Fake Airtable on ${fake.url}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)))
