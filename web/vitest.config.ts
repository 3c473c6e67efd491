import react from '@vitejs/plugin-react'
import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'
import { SHORT_LIVED_NODE_FLAGS } from './test/support/childNode.ts'

const TESTS = ['test/*.test.{ts,tsx}', 'test/!(server)/**/*.test.{ts,tsx}']
/**
 * The component files (jsdom) keep a worker each: a shared worker keeps one document for every file, and
 * its head kept another file's hoisted preload links (PortfolioPage's preload list failed in CI).
 */
const JSDOM = globSync(TESTS, { cwd: import.meta.dirname }).filter((file) =>
  readFileSync(join(import.meta.dirname, file), 'utf8').includes('@vitest-environment jsdom'),
)
const SERVER = 'test/server/**/*.test.{ts,tsx}'
/**
 * Outside test/server, but isolated: the image route's transforms (queue, cache, ETags) failed in a shared
 * worker after other files had run there.
 */
const ISOLATED = ['test/content-lake/images.test.ts']
/**
 * The server's files that open no database or process, close the servers they start, mock no module and
 * restore their timers: they share a worker too.
 */
const SERVER_UNITS = [
  'test/server/airtableWriter.test.ts',
  'test/server/availability/airtableBookings.test.ts',
  'test/server/availability/overLimitNote.test.ts',
  'test/server/booking/quoteEmails.test.ts',
  'test/server/booking/quoteToken.test.ts',
  'test/server/deliveryClientAssets.test.ts',
  'test/server/deliveryCompression.test.ts',
  'test/server/deliveryHtmlCache.test.ts',
  'test/server/email/estimateToConfirm.test.ts',
  'test/server/email/guestPlanInEmails.test.ts',
  'test/server/formAbuse.test.ts',
  'test/server/formApi.test.ts',
  'test/server/formApiCharges.test.ts',
  'test/server/formApiGuestPlan.test.ts',
  'test/server/preview/previewCookie.test.ts',
  'test/server/securityEnquiryOrigin.test.ts',
  'test/server/securityHeaders.test.ts',
  'test/server/securityHttps.test.ts',
  'test/server/securitySecrets.test.ts',
  'test/server/store/sessionLookups.test.ts',
]

export default defineConfig({
  plugins: [react()],
  oxc: {
    plugins: { styledComponents: { displayName: true, ssr: true, fileName: true, pure: true } },
  },
  test: {
    environment: 'node',
    setupFiles: ['test/support/setup.ts'],
    // Builds the migrated PGlite folder the tests copy (test/support/tempDatabase.ts).
    globalSetup: ['test/support/pgliteTemplate.ts'],
    restoreMocks: true,
    // PGlite compiled by V8's baseline compiler only: a fifth less CPU over the suite (test/support/childNode.ts).
    execArgv: SHORT_LIVED_NODE_FLAGS,
    // A loaded 2-core CI machine renders whole pages slowly; generous limits keep tests about behaviour.
    testTimeout: 20_000,
    // vitest leaves one core free by default: on a 2-core CI machine that is one file at a time, while many
    // tests wait on a socket, a child process or a timer. Three files at once keep both cores busy (CPU
    // sampled at 99-100% through CI's unit step): 233-270 s in CI here.
    ...(process.env.CI ? { maxWorkers: 3 } : {}),
    // CI runs each failing test once more, as the e2e suite does; the flaky reporter names any test
    // that needed it, and scripts/test.mjs repeats that line in its summary.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', './test/support/flakyReporter.ts'],
    projects: [
      // The hooks-free and DOM-free files share their worker's module graph (about 0.8 s of startup a
      // file saved): they hold no state of their own between files (each installs its own msw server
      // and restores its timers and globals).
      {
        extends: true,
        test: {
          name: 'shared',
          include: [...TESTS, ...SERVER_UNITS],
          exclude: [...ISOLATED, ...JSDOM],
          isolate: false,
        },
      },
      // The server's files keep a worker each: its modules hold open databases, outboxes and servers
      // (data/fromEnv.ts), and test/support/tempDatabase.ts registers its cleanup once, on import.
      {
        extends: true,
        test: {
          name: 'isolated',
          include: [SERVER, ...ISOLATED, ...JSDOM, 'src/**/*.test.{ts,tsx}'],
          exclude: SERVER_UNITS,
        },
      },
    ],
  },
})
