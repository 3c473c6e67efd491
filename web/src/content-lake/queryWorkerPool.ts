import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import type { LakeDocument, Perspective } from './groqQuery.ts'
import { GroqQueryError } from './groqQuery.ts'
import { LakeRefusal } from './lakeErrors.ts'
import type { QueryWorkerData, WorkerOutcome } from './queryWorker.ts'

/** The bounds on one ad-hoc query; the numbers and their reasons: docs/decisions/0009. */
export type QueryLimits = {
  /** From arrival to answer, waiting in the queue included. */
  timeMs: number
  /** Old-generation heap of each worker; a query that needs more is stopped. */
  heapMb: number
  /** The longest answer, in JSON characters. */
  maxAnswerChars: number
  /** Queries evaluated at once. */
  threads: number
  /** Queries waiting for a thread; past it the lake answers 503. */
  maxQueue: number
}

export const AD_HOC_QUERY_LIMITS: QueryLimits = {
  timeMs: 2_000,
  heapMb: 128,
  maxAnswerChars: 8 * 1024 * 1024,
  threads: Math.min(2, availableParallelism()),
  maxQueue: 16,
}

const isOutOfMemory = (error: unknown) => (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY'

/**
 * Ad-hoc GROQ evaluated off the main thread (`pnpm dev`, where staff and developers try queries):
 * a query past its time or heap is stopped by terminating its worker, which Piscina replaces, so
 * pages keep rendering on the main thread whatever a query costs. Why Piscina: docs/decisions/0009.
 */
export function createQueryWorkerPool(documents: readonly LakeDocument[], limits: QueryLimits = AD_HOC_QUERY_LIMITS) {
  const workerData: QueryWorkerData = { documents, maxAnswerBytes: limits.maxAnswerChars }
  const pool = new Piscina({
    filename: new URL('./queryWorker.ts', import.meta.url).href,
    workerData,
    minThreads: 0,
    maxThreads: limits.threads,
    idleTimeout: 30_000,
    maxQueue: limits.maxQueue,
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16 },
  })

  async function evaluate(
    query: string,
    params: Record<string, unknown>,
    perspective: Perspective = 'published',
  ): Promise<string> {
    let outcome: WorkerOutcome
    try {
      outcome = await pool.run({ query, params, perspective }, { signal: AbortSignal.timeout(limits.timeMs) })
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') {
        throw new LakeRefusal(
          400,
          'queryTimeout',
          `The query was stopped after ${limits.timeMs / 1000} s. Narrow it with a filter or a slice.`,
        )
      }
      if (isOutOfMemory(error)) {
        throw new LakeRefusal(
          400,
          'queryMemoryLimit',
          `The query was stopped: it needed more than ${limits.heapMb} MB. Narrow it with a filter or a slice.`,
        )
      }
      if (error instanceof Error && error.message === 'Task queue is at limit') {
        throw new LakeRefusal(503, 'serverBusy', 'Too many queries are running. Please try again shortly.', 2)
      }
      throw error
    }
    if ('queryError' in outcome) throw new GroqQueryError(outcome.queryError)
    if ('tooLarge' in outcome) throw answerTooLarge(limits.maxAnswerChars)
    return outcome.json
  }

  return { evaluate, close: () => pool.destroy() }
}

export const answerTooLarge = (maxChars: number) =>
  new LakeRefusal(
    400,
    'queryResultTooLarge',
    `The answer would be larger than ${Math.round(maxChars / 1024 / 1024)} MB. Select fewer fields or slice the result.`,
  )
