import { workerData } from 'node:worker_threads'
import {
  createQueryEngine,
  GroqQueryError,
  type LakeDocument,
  type Perspective,
  type QueryErrorBody,
} from './groqQuery.ts'

/** What crosses back to the main thread: plain data, since an Error's class does not survive the trip. */
export type WorkerOutcome = { json: string } | { queryError: QueryErrorBody } | { tooLarge: number }

export type QueryWorkerData = { documents: readonly LakeDocument[]; maxAnswerBytes: number }

const { documents, maxAnswerBytes } = workerData as QueryWorkerData
const runQuery = createQueryEngine(documents)

/** One evaluation, on a worker thread whose heap and running time the pool bounds. */
export default async function evaluateQuery({
  query,
  params,
  perspective,
}: {
  query: string
  params: Record<string, unknown>
  perspective: Perspective
}): Promise<WorkerOutcome> {
  try {
    const json = JSON.stringify((await runQuery(query, params, perspective)) ?? null)
    // Characters, not bytes: cheaper to count, and at most a quarter under the byte size.
    return json.length > maxAnswerBytes ? { tooLarge: json.length } : { json }
  } catch (error) {
    if (error instanceof GroqQueryError) return { queryError: error.body }
    // Whatever else groq-js throws while evaluating is still the query's doing, not the server's.
    const description = error instanceof Error ? error.message : String(error)
    return { queryError: { error: { description, type: 'queryExecutionError', query } } }
  }
}
