import { parseArgs } from 'node:util'

export type Preset = 'mobile' | 'desktop'

/** The pages issue #7 measures: home, the hire range, a product, the portfolio and one event. */
export const DEFAULT_ROUTES = ['/', '/hire-range', '/hire/decor-1', '/portfolio', '/events/eliza-james-montville']

export type BenchOptions = {
  runs: number
  routes: string[]
  presets: Preset[]
  build: boolean
  scale: boolean
  /** The interaction scenarios (bench/inp). */
  inp: boolean
  /** How many times the interaction scenarios run back to back, to show their run-to-run spread. */
  inpSets: number
  /** Where report.md and report.json are written. */
  outDir: string
}

function list(value: string | undefined, fallback: string[]): string[] {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  return items && items.length > 0 ? items : fallback
}

/** `--runs N --routes /,/hire-range --presets mobile --no-build --skip-scale --skip-inp --inp-sets N --out DIR`. */
export function readBenchOptions(argv: string[], defaultOutDir: string): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '5' },
      routes: { type: 'string' },
      presets: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      'skip-scale': { type: 'boolean', default: false },
      'skip-inp': { type: 'boolean', default: false },
      'inp-sets': { type: 'string', default: '3' },
      out: { type: 'string' },
    },
    strict: true,
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs wants a whole number of at least 1, not "${values.runs}"`)
  const inpSets = Number(values['inp-sets'])
  if (!Number.isInteger(inpSets) || inpSets < 1)
    throw new Error(`--inp-sets wants a whole number of at least 1, not "${values['inp-sets']}"`)
  const routes = list(values.routes, DEFAULT_ROUTES)
  const badRoute = routes.find((route) => !route.startsWith('/'))
  if (badRoute) throw new Error(`--routes wants paths starting with "/", not "${badRoute}"`)
  const presets = list(values.presets, ['mobile', 'desktop'])
  const badPreset = presets.find((preset) => preset !== 'mobile' && preset !== 'desktop')
  if (badPreset) throw new Error(`--presets wants mobile and/or desktop, not "${badPreset}"`)
  return {
    runs,
    routes,
    presets: presets as Preset[],
    build: !values['no-build'],
    scale: !values['skip-scale'],
    inp: !values['skip-inp'],
    inpSets,
    outDir: values.out ?? defaultOutDir,
  }
}
