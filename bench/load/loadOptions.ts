import { parseArgs } from 'node:util'
import type { LoadTarget } from './loadTargets.ts'
import type { LoadSettings } from './runScenario.ts'

/**
 * The runs `pnpm load` knows: one per kind of answer, all of them mixed as page views mix them, and
 * the same mix while a few hostile clients send the costliest requests we know (hostileClients.ts).
 */
export const SCENARIOS: Record<string, (target: LoadTarget) => boolean> = {
  html: (target) => target.kind === 'html',
  static: (target) => target.kind === 'static',
  cms: (target) => target.kind === 'cms',
  mixed: () => true,
  hostile: () => true,
}

/** The scenario that runs alongside hostile clients, and the one it is compared with. */
export const HOSTILE_SCENARIO = 'hostile'
export const BASELINE_SCENARIO = 'mixed'
/** How long the hostile clients run before the measured traffic starts: an attack already under way. */
export const HOSTILE_LEAD_MS = 3_000

export type LoadOptions = {
  settings: LoadSettings
  scenarios: string[]
  /** Build even if the output folder already holds a build. */
  build: boolean
  port?: number
  /** Folder for the server's CPU profile (.cpuprofile, opens in Chrome DevTools). */
  profile?: string
  /**
   * Server processes: 1 runs on an embedded PGlite; more share one PostgreSQL (PGlite is one process),
   * each on a port of its own, autocannon's connections split between them.
   */
  instances: number
}

function positive(name: string, value: string): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} wants a whole number above 0, not "${value}"`)
  return number
}

/** `--rate 500 --duration 30 --scenarios html,static,cms,mixed --build --port N --profile DIR --instances 2`. */
export function readLoadOptions(argv: string[]): LoadOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      rate: { type: 'string', default: '500' },
      duration: { type: 'string', default: '30' },
      scenarios: { type: 'string', default: Object.keys(SCENARIOS).join(',') },
      build: { type: 'boolean', default: false },
      port: { type: 'string' },
      profile: { type: 'string' },
      instances: { type: 'string', default: '1' },
    },
    strict: true,
  })
  const scenarios = values.scenarios.split(',').map((name) => name.trim())
  const unknown = scenarios.filter((name) => !(name in SCENARIOS))
  if (unknown.length) {
    throw new Error(`unknown scenario ${unknown.join(', ')}; known: ${Object.keys(SCENARIOS).join(', ')}`)
  }
  return {
    settings: { rate: positive('rate', values.rate), durationS: positive('duration', values.duration) },
    scenarios,
    build: values.build,
    port: values.port === undefined ? undefined : positive('port', values.port),
    profile: values.profile,
    instances: positive('instances', values.instances),
  }
}
