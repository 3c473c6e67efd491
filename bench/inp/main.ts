import { startServer } from '../src/benchServer.ts'
import { measureSets } from './inpSets.ts'
import { inpSection } from './inpReport.ts'

/**
 * `pnpm --filter bench inp [--runs N] [--sets N] [--only text] [--trace dir]`: the interaction scenarios alone, against the
 * bench build (web/dist-bench, which `pnpm bench` makes), printing the report's table. For
 * iterating on one interaction; `pnpm bench` runs them all and writes them into the report. `--trace`
 * saves, per interaction, a Chrome trace of one more tap and a summary of it (measureInteractions.ts).
 * `--sets 3` runs the whole set three times back to back on the same build: the table shows each
 * set's median and worst, and how far the set medians spread (inpSets.ts).
 */
const args = process.argv.slice(2)
const valueOf = (flag: string) => {
  const at = args.indexOf(flag)
  return at >= 0 ? args[at + 1] : undefined
}
const runs = Number(valueOf('--runs') ?? 5)
const sets = Number(valueOf('--sets') ?? 1)
if (!Number.isInteger(sets) || sets < 1)
  throw new Error(`--sets wants a whole number of at least 1, not "${valueOf('--sets')}"`)
const server = await startServer(Number(process.env.BENCH_PORT ?? 4325))
try {
  console.log(inpSection(await measureSets(server.origin, runs, sets, valueOf('--only'), valueOf('--trace'))))
} finally {
  await server.stop()
}
