import { startServer } from '../src/benchServer.ts'
import { measureInteractions } from './measureInteractions.ts'
import { inpSection } from './inpReport.ts'

/**
 * `pnpm --filter bench inp [--runs N] [--only text]`: the interaction scenarios alone, against the
 * bench build (web/dist-bench, which `pnpm bench` makes), printing the report's table. For
 * iterating on one interaction; `pnpm bench` runs them all and writes them into the report.
 */
const args = process.argv.slice(2)
const valueOf = (flag: string) => {
  const at = args.indexOf(flag)
  return at >= 0 ? args[at + 1] : undefined
}
const runs = Number(valueOf('--runs') ?? 5)
const server = await startServer(Number(process.env.BENCH_PORT ?? 4325))
try {
  console.log(inpSection(await measureInteractions(server.origin, runs, valueOf('--only'))))
} finally {
  await server.stop()
}
