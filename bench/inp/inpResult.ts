/** One set's figures for one interaction: each run's slowest Event Timing duration, in ms. */
export type SetFigures = {
  runs: number[]
  medianMs?: number
  worstMs?: number
  failedRuns: string[]
}

/**
 * One interaction measured `runs` times (in each of `sets`, when there are several). With several
 * sets, `medianMs` is the highest set median and `worstMs` the slowest run of any set: a target
 * holds only if it holds in every set.
 */
export type InteractionResult = SetFigures & {
  name: string
  /** Each run's slowest event and its duration, e.g. "pointerup 84", to tell where the time went. */
  slowestEvents: string[]
  /** Each set's own figures, in the order they ran (only when more than one set ran). */
  sets?: SetFigures[]
}

/** Where the figures came from: they depend on the machine and the browser as much as on the code. */
export type InpMachine = { cpu: string; cores: number; chromium: string }

/** When a set ran and how busy the machine was: the load average (1, 5, 15 min) at its start and end. */
export type InpSetInfo = { startedAt: string; loadAverageAtStart: number[]; loadAverageAtEnd: number[] }

export type InpResult = {
  cpuThrottling: number
  viewport: string
  interactions: InteractionResult[]
  machine?: InpMachine
  /** One entry per set of runs, back to back on the same build. */
  sets?: InpSetInfo[]
}
