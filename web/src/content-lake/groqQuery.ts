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

/**
 * The views of the dataset the hosted Content Lake offers (`?perspective=`):
 * - `published`: documents without a `drafts.` id, the only view anyone may read without preview access;
 * - `drafts`: each `drafts.X` in place of `X`, under `X`'s id (with `_originalId: "drafts.X"`), and
 *   drafts of never-published documents too, as staff see the site once they publish;
 * - `raw`: every document as stored, drafts under their `drafts.` ids.
 */
export const PERSPECTIVES = ['published', 'drafts', 'raw'] as const
export type Perspective = (typeof PERSPECTIVES)[number]

/** `previewDrafts` is the hosted API's former name for `drafts`. */
export function parsePerspective(value: string | null | undefined): Perspective | undefined {
  if (!value) return 'published'
  if (value === 'previewDrafts') return 'drafts'
  return (PERSPECTIVES as readonly string[]).includes(value) ? (value as Perspective) : undefined
}

const DRAFT_PREFIX = 'drafts.'
const isDraft = (doc: LakeDocument) => doc._id.startsWith(DRAFT_PREFIX)

function perspectiveView(documents: readonly LakeDocument[], perspective: Perspective): LakeDocument[] {
  if (perspective === 'raw') return [...documents]
  const published = documents.filter((doc) => !isDraft(doc))
  if (perspective === 'published') return published
  const drafts = new Map<string, LakeDocument>()
  for (const draft of documents.filter(isDraft)) {
    const id = draft._id.slice(DRAFT_PREFIX.length)
    drafts.set(id, { ...draft, _id: id, _originalId: draft._id })
  }
  const publishedIds = new Set(published.map((doc) => doc._id))
  const overlaid = published.map((doc) => drafts.get(doc._id) ?? doc)
  return [...overlaid, ...[...drafts.values()].filter((draft) => !publishedIds.has(draft._id))]
}

/** A dataset prepared once for querying: each perspective's documents and an id index for `->`. */
export function createQueryEngine(documents: readonly LakeDocument[]) {
  const views = new Map(
    PERSPECTIVES.map((perspective) => {
      const dataset = perspectiveView(documents, perspective)
      const byId = new Map(dataset.map((doc) => [doc._id, doc]))
      return [perspective, { dataset, dereference: ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null }]
    }),
  )

  /** `perspective` is the caller's to grant: the public endpoint passes `published` unless preview is allowed. */
  return async function runQuery(
    query: string,
    params: Record<string, unknown>,
    perspective: Perspective = 'published',
  ): Promise<unknown> {
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
    const { dataset, dereference } = views.get(perspective)!
    const value = await evaluate(tree, { dataset, params, dereference })
    return value.get()
  }
}
