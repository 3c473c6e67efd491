import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const TESTS = ['test/*.test.{ts,tsx}', 'test/!(server)/**/*.test.{ts,tsx}']
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
    // A loaded 2-core CI machine renders whole pages slowly; generous limits keep tests about behaviour.
    testTimeout: 20_000,
    // vitest leaves one core free by default: on a 2-core CI machine that is one file at a time, while most
    // tests wait on a socket or a timer. Two files at once.
    ...(process.env.CI ? { maxWorkers: 2 } : {}),
    // CI runs each failing test once more, as the e2e suite does; the flaky reporter names any test
    // that needed it, and scripts/test.mjs repeats that line in its summary.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', './test/support/flakyReporter.ts'],
    projects: [
      // The components, hooks and pure functions share their worker's module graph (about 0.8 s of
      // startup a file saved): they hold no state of their own between files (each file installs its
      // own msw server, clears the storage it uses and restores its timers and globals).
      {
        extends: true,
        test: { name: 'shared', include: [...TESTS, ...SERVER_UNITS], exclude: ISOLATED, isolate: false },
      },
      // The server's files keep a worker each: its modules hold open databases, outboxes and servers
      // (data/fromEnv.ts), and test/support/tempDatabase.ts registers its cleanup once, on import.
      {
        extends: true,
        test: { name: 'isolated', include: [SERVER, ...ISOLATED, 'src/**/*.test.{ts,tsx}'], exclude: SERVER_UNITS },
      },
    ],
  },
})
