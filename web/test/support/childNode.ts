/**
 * The V8 flags of the tests' node processes (vitest's workers, and the servers and commands a test
 * starts): the baseline WebAssembly compiler only. Each process that opens PGlite otherwise also compiles
 * its Postgres with the optimising compiler in the background, about 2 CPU-s that a short-lived process
 * waits for at exit; the unit suite took a fifth less CPU without it (docs/decisions/0028). The root
 * `pnpm inquiries` and `pnpm store` scripts run with the same flag.
 */
export const SHORT_LIVED_NODE_FLAGS = ['--liftoff-only']
