/** One interaction measured `runs` times: each run's slowest Event Timing duration, in ms. */
export type InteractionResult = {
  name: string
  runs: number[]
  medianMs?: number
  worstMs?: number
  /** Each run's slowest event and its duration, e.g. "pointerup 84", to tell where the time went. */
  slowestEvents: string[]
  failedRuns: string[]
}

export type InpResult = { cpuThrottling: number; viewport: string; interactions: InteractionResult[] }
