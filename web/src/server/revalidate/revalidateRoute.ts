import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { affectedPages, type ChangedDocument, type DocumentFields, type PagesLookup } from './affectedPages.ts'

/** A webhook body is one document's projection: a few hundred bytes. */
export const REVALIDATE_BODY_LIMIT_BYTES = 16 * 1024

const text = z.string().max(200)
/** A slug field as our projection sends it (`productId.current`) or as the whole document has it. */
const slugValue = z.union([text, z.object({ current: text.nullish() }).transform((slug) => slug.current)])
const fields = {
  productId: slugValue.nullish().catch(undefined),
  slug: slugValue.nullish().catch(undefined),
  route: text.nullish().catch(undefined),
  categoryId: text.nullish().catch(undefined),
  placements: z.array(z.string().max(50)).max(20).nullish().catch(undefined),
}
const ChangedDocumentSchema = z.object({
  _id: z.string().min(1).max(200),
  _type: z.string().min(1).max(100),
  ...fields,
  before: z.object(fields).nullish().catch(undefined),
})

/** The body's fields where it has them, else the published document's (a body without our projection). */
const withPublished = (body: DocumentFields, published: DocumentFields | null): DocumentFields => ({
  productId: body.productId ?? published?.productId,
  slug: body.slug ?? published?.slug,
  route: body.route ?? published?.route,
  categoryId: body.categoryId ?? published?.categoryId,
  placements: body.placements ?? published?.placements,
})

export type RevalidateOptions = {
  /** SANITY_WEBHOOK_SECRET; without it every call is refused. */
  secret: string | undefined
  /**
   * The HTML cache's: forgets these paths ('*' for all) and answers what it dropped here; rejects when
   * the other instances could not be told (sharedDrops.ts).
   */
  drop: (paths: string[]) => string[] | Promise<string[]>
  /** The published document `id` and those that reference it (affectedPages.ts, PAGES_LOOKUP_QUERY). */
  lookup: (id: string) => Promise<PagesLookup>
}

/**
 * `POST /api/revalidate`, called by a Sanity GROQ-powered webhook when a document is published,
 * changed or deleted: checks the signature over the raw body (@sanity/webhook), then drops from the
 * HTML cache exactly the pages the document appears on and answers `{ dropped: [paths] }`. Unsigned,
 * forged or wrongly signed calls get 401 and drop nothing. Idempotent: a replay costs a re-render.
 */
export function createRevalidateRoute({ secret, drop, lookup }: RevalidateOptions) {
  const app = new Hono()
  app.post(
    '/api/revalidate',
    bodyLimit({
      maxSize: REVALIDATE_BODY_LIMIT_BYTES,
      onError: (c) => c.json({ error: 'Payload too large' }, 413),
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store')
      const signature = c.req.header(SIGNATURE_HEADER_NAME)
      const body = await c.req.text()
      const signed =
        !!secret && !!signature && !!body && (await isValidSignature(body, signature, secret).catch(() => false))
      if (!signed) return c.json({ error: 'Invalid or missing webhook signature' }, 401)

      let changed: ChangedDocument
      try {
        changed = ChangedDocumentSchema.parse(JSON.parse(body))
      } catch {
        return c.json(
          {
            error:
              'The body is not the projection this endpoint expects (see docs/operations.md, Publish goes live at once)',
          },
          400,
        )
      }
      // A draft changes nothing visitors see.
      if (changed._id.startsWith('drafts.')) return c.json({ dropped: [] })
      const { self, referrers } = await lookup(changed._id).catch((error: unknown): PagesLookup => {
        // The pages the body names still go; the others expire with the cache (30 s).
        console.error('Revalidate: could not read the document and its referrers', error)
        return { self: null, referrers: [] }
      })
      const document = { ...changed, ...withPublished(changed, self) }
      try {
        return c.json({ dropped: await drop(affectedPages(document, referrers)) })
      } catch (error) {
        // Dropped here but maybe not on the other instances: Sanity retries a failed call, and a replay is cheap.
        console.error('Revalidate: could not tell the other instances', error)
        return c.json({ error: 'The pages were dropped on this instance only; try again' }, 503)
      }
    },
  )
  return app
}
