export type EncodedSize = { raw: number; gzip: number; br: number }

/** The hire range with one catalogue size. */
export type ScaleDataset = {
  products: number
  html: EncodedSize
  /** The product-cards query's answer, which the page's query cache carries. */
  query: EncodedSize
  /** The larger of the two medians below: a filter change until the changed grid is painted. */
  filterToPaintMs?: number
  /** Median Event Timing duration of the change's keydown (input to its next paint, as INP counts). */
  eventTimingMs?: number
  /** Median time from the keydown to the first paint after the DOM changed. */
  toPaintAfterCommitMs?: number
  samples: { eventTiming?: number; toPaintAfterCommit?: number }[]
  /** Why no figure, when the measurement failed. */
  error?: string
}

export type ScaleResult = { cpuThrottling: number; datasets: ScaleDataset[] }
