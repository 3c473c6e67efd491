import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    // The tests only read the seed and the schema: no mocks, timers or env to leak between files. One
    // worker per file re-imported Sanity's validation and pdf-lib eight times (42 CPU-s against 16).
    isolate: false,
  },
})
