import { evaluate, GroqSyntaxError, parse } from 'groq-js'

export type LakeDocument = { _id: string; _type: string; [key: string]: unknown }

export type QueryErrorBody = {
  error: { description: string; type: string; query?: string; start?: number; end?: number }
}

export class GroqQueryError extends Error {
  readonly body: QueryErrorBody
  constructor(body: QueryErrorBody) {
    super(body.error.description)
    this.body = body
  }
}

/** A dataset prepared once for querying: published documents and an id index for `->`. */
export function createQueryEngine(documents: readonly LakeDocument[]) {
  // The public API reads the published perspective: drafts never leave the lake.
  const published = documents.filter((doc) => !doc._id.startsWith('drafts.'))
  const byId = new Map(published.map((doc) => [doc._id, doc]))
  const dereference = ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null

  return async function runQuery(query: string, params: Record<string, unknown>): Promise<unknown> {
    let tree
    try {
      tree = parse(query, { params })
    } catch (error) {
      if (error instanceof GroqSyntaxError) {
        throw new GroqQueryError({
          error: {
            description: error.message,
            type: 'queryParseError',
            query,
            start: error.position,
            end: error.position + 1,
          },
        })
      }
      throw new GroqQueryError({
        error: { description: error instanceof Error ? error.message : String(error), type: 'queryParseError', query },
      })
    }
    const value = await evaluate(tree, { dataset: published, params, dereference })
    return value.get()
  }
}
