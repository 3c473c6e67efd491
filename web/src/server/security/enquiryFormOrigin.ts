import { siteSettingsQuery } from '@amaranth/schemas/queries/site'
import type { SanityClient } from '@sanity/client'

function httpOrigin(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  try {
    const { origin, protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:' ? origin : undefined
  } catch {
    return undefined
  }
}

/**
 * The enquiry form's origin, read from the site settings staff edit, so the policy's frame-src
 * follows the CMS without a deploy. The first call waits for the read; later calls answer at once
 * and refresh in the background once the value is older than `maxAgeMs`. A failed read keeps the
 * last known origin and is retried on the next call.
 */
export function enquiryFormOriginFrom(
  sanity: Pick<SanityClient, 'fetch'>,
  maxAgeMs = 60_000,
): () => Promise<string | undefined> {
  let known: { origin: string | undefined; readAt: number } | undefined
  let pending: Promise<void> | undefined

  const refresh = () =>
    (pending ??= sanity
      .fetch(siteSettingsQuery)
      .then((settings) => {
        known = { origin: httpOrigin(settings?.enquiryFormUrl), readAt: Date.now() }
      })
      .catch((error: unknown) => {
        console.warn('Could not read the enquiry form URL for the Content-Security-Policy:', error)
      })
      .finally(() => {
        pending = undefined
      }))

  return async () => {
    if (!known) await refresh()
    else if (Date.now() - known.readAt >= maxAgeMs) void refresh()
    return known?.origin
  }
}
