import { siteSettingsQuery } from '@amaranth/schemas/queries/site'
import type { SanityClient } from '@sanity/client'

/** What the emails say about the business: read from the CMS site settings, with fallbacks when it is down. */
export type SiteContact = { businessName: string; phone: string; email: string; responsePromise: string }

export const FALLBACK_CONTACT: SiteContact = {
  businessName: 'Amaranth Events',
  phone: '',
  email: '',
  responsePromise: 'We reply to every enquiry within 12 hours.',
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/**
 * The site settings' name, phone, email and response promise, cached for `maxAgeMs`. A failed read falls
 * back to the last good one, then to FALLBACK_CONTACT with `fallbackEmail` (an email is never held up
 * by the CMS).
 */
export function siteContactFrom(
  sanity: Pick<SanityClient, 'fetch'>,
  { fallbackEmail = '', maxAgeMs = 5 * 60_000 }: { fallbackEmail?: string; maxAgeMs?: number } = {},
) {
  let cached: { contact: SiteContact; at: number } | undefined
  const fallback = { ...FALLBACK_CONTACT, email: fallbackEmail }
  return async (): Promise<SiteContact> => {
    if (cached && Date.now() - cached.at < maxAgeMs) return cached.contact
    try {
      const settings = (await sanity.fetch(siteSettingsQuery)) as Record<string, unknown> | null
      const contact: SiteContact = {
        businessName: text(settings?.businessName) ?? fallback.businessName,
        phone: text(settings?.phone) ?? fallback.phone,
        email: text(settings?.email) ?? fallback.email,
        responsePromise: text(settings?.responsePromise) ?? fallback.responsePromise,
      }
      cached = { contact, at: Date.now() }
      return contact
    } catch {
      return cached?.contact ?? fallback
    }
  }
}
