import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  oxc: {
    plugins: { styledComponents: { displayName: true, ssr: true, fileName: true, pure: true } },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
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
  },
})
