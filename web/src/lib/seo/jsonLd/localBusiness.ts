import type { JsonLd } from './jsonLdScript.ts'

type Office = { city: string | null; region: string | null; country: string | null }

export type BusinessDetails = {
  businessName: string | null
  defaultDescription?: string | null
  phone: string | null
  email: string | null
  instagramUrl?: string | null
  offices?: Office[] | null
}

/**
 * The business as search engines show it in a knowledge panel: a LocalBusiness working from each
 * office city (Brisbane and Perth), with contact details from the CMS's site settings.
 */
export function localBusinessJsonLd(site: BusinessDetails, origin: string, imageUrl?: string): JsonLd {
  const offices = (site.offices ?? []).filter((office) => office.city)
  return {
    '@type': 'LocalBusiness',
    '@id': `${origin}/#business`,
    name: site.businessName ?? undefined,
    url: `${origin}/`,
    description: site.defaultDescription ?? undefined,
    image: imageUrl,
    telephone: site.phone ?? undefined,
    email: site.email ?? undefined,
    address: offices.map((office) => ({
      '@type': 'PostalAddress',
      addressLocality: office.city,
      addressRegion: office.region ?? undefined,
      addressCountry: office.country ?? undefined,
    })),
    areaServed: offices.map((office) => ({ '@type': 'City', name: office.city })),
    sameAs: site.instagramUrl ? [site.instagramUrl] : undefined,
  }
}
