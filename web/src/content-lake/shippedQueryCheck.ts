import { createHash } from 'node:crypto'
import { LakeRefusal } from './lakeErrors.ts'

/** Longer than any slug or product id staff can set, far shorter than anything costly. */
export const MAX_PARAM_LENGTH = 200

type ShippedQuery = { name: string; params: ReadonlySet<string> }

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url')

/** `$name` references in a query we wrote ourselves (none of ours has `$` inside a string). */
const paramNames = (query: string) => new Set([...query.matchAll(/\$([A-Za-z_]\w*)/g)].map((match) => match[1]!))

/**
 * Production's gate in front of the embedded lake: only the queries the site ships, recognised by
 * their exact text (looked up by SHA-256, so the table holds digests, not texts), with exactly the
 * parameters each one references, each a short string, number or boolean. The hosted Content Lake
 * bounds what an arbitrary query may cost; ours cannot, so it answers none.
 */
export function createShippedQueryCheck(queries: ReadonlyMap<string, string>) {
  const byDigest = new Map<string, ShippedQuery>(
    [...queries].map(([name, text]) => [sha256(text), { name, params: paramNames(text) }]),
  )

  const isShipped = (query: string) => byDigest.has(sha256(query))

  function check(query: string, params: Record<string, unknown>): void {
    const shipped = byDigest.get(sha256(query))
    if (!shipped) {
      throw new LakeRefusal(
        403,
        'queryNotAllowed',
        'This content API answers only the queries the Amaranth Events site sends. Run `pnpm dev` to try other GROQ queries.',
      )
    }
    for (const name of Object.keys(params)) {
      if (!shipped.params.has(name)) {
        throw new LakeRefusal(400, 'queryParamsError', `${shipped.name} takes no parameter "$${name}"`)
      }
    }
    for (const name of shipped.params) {
      const value = params[name]
      if (value === undefined)
        throw new LakeRefusal(400, 'queryParamsError', `param $${name} referenced, but not provided`)
      const ok =
        (typeof value === 'string' && value.length <= MAX_PARAM_LENGTH) ||
        (typeof value === 'number' && Number.isFinite(value)) ||
        typeof value === 'boolean'
      if (!ok) {
        throw new LakeRefusal(
          400,
          'queryParamsError',
          `param $${name} must be a string of at most ${MAX_PARAM_LENGTH} characters, a number or a boolean`,
        )
      }
    }
  }

  return { isShipped, check }
}
