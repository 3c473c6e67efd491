import { stegaClean } from '../../sanity/stegaClean.ts'

/** A schema.org object, as search engines read it from a page. */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string; [key: string]: unknown }

/** Characters that could end the script element or break a JavaScript parser reading it. */
const UNSAFE = /[<>&\u2028\u2029]/g
const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`

/**
 * A `<script type="application/ld+json">` for a route head's `scripts`. CMS text goes inside a
 * script element, so `</script>` in a product name must not close it: JSON allows the \u escapes.
 */
export function jsonLdScript(data: JsonLd) {
  // Without the preview's stega (lib/sanity/stegaClean.ts): search engines read this text.
  const json = stegaClean(JSON.stringify({ '@context': 'https://schema.org', ...data })).replace(UNSAFE, escape)
  return { type: 'application/ld+json', children: json }
}
