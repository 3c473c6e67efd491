import { validatePreviewUrl } from '@sanity/preview-url-secret'
import type { SanityClient } from '@sanity/client'
import { timingSafeEqual, createHash } from 'node:crypto'
import type { ServerEnv } from '../env.ts'

export type EnableCheck = { valid: true; redirectTo: string } | { valid: false; reason: string }

/**
 * A path on this site to send the browser to: absolute paths only, never another origin
 * (`//evil.example`, `/\evil.example`, `https://…`), so the enable and disable routes are no open redirect.
 */
export function sameSitePath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  try {
    const base = 'http://same-site.invalid'
    const url = new URL(value, base)
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback
  } catch {
    return fallback
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether `GET /api/preview/enable` may turn preview on, and where to then. With a Sanity project:
 * the Presentation tool's one-time secret (`sanity-preview-secret`), checked against the dataset with
 * the viewer token by @sanity/preview-url-secret. Without one: PREVIEW_SECRET (`secret`, `redirect`).
 */
export async function checkEnableRequest(
  url: string,
  env: Pick<ServerEnv, 'VITE_SANITY_PROJECT_ID' | 'PREVIEW_SECRET'>,
  previewClient: SanityClient | undefined,
): Promise<EnableCheck> {
  if (!previewClient) return { valid: false, reason: 'Preview is not configured on this server.' }
  if (env.VITE_SANITY_PROJECT_ID) {
    const result = await validatePreviewUrl(previewClient, url)
    return result.isValid
      ? { valid: true, redirectTo: sameSitePath(result.redirectTo) }
      : { valid: false, reason: 'The preview secret is not valid.' }
  }
  const search = new URL(url).searchParams
  const given = search.get('secret')
  // Compared as digests: equal lengths, and no timing clue about the secret's length or content.
  if (!env.PREVIEW_SECRET || !given || !timingSafeEqual(digest(given), digest(env.PREVIEW_SECRET))) {
    return { valid: false, reason: 'The preview secret is not valid.' }
  }
  return { valid: true, redirectTo: sameSitePath(search.get('redirect')) }
}
