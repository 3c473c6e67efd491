import { databaseFromEnv } from '../data/fromEnv.ts'
import type { ServerEnv } from '../env.ts'
import type { ContentSource } from '../sanityForServer.ts'
import { createRevalidateRoute } from './revalidateRoute.ts'
import { sharePageDrops } from './sharedDrops.ts'

/**
 * POST /api/revalidate with its drops shared by every instance on the server's database: the webhook
 * reaches one instance, and the others forget the same pages (sharedDrops.ts).
 */
export function createRevalidateFromEnv(
  content: ContentSource,
  env: ServerEnv,
  htmlCache: { drop: (paths: string[]) => string[] } | undefined,
) {
  const dropHere = (paths: string[]) => htmlCache?.drop(paths) ?? []
  const drop = htmlCache
    ? sharePageDrops(
        dropHere,
        databaseFromEnv(env).ready.then((db) => db.notifications),
      ).drop
    : dropHere
  return createRevalidateRoute({ secret: env.SANITY_WEBHOOK_SECRET, drop, lookup: content.lookup })
}
