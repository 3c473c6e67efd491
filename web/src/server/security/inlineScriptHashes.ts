import { createHash } from 'node:crypto'

// Quote-aware attributes, so a `>` inside an attribute value does not end the tag early. Script
// content cannot contain `</script`, so the lazy body match ends where the browser's parser does.
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi
const SRC_ATTRIBUTE = /\ssrc\s*=/i
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
// The types a browser executes; anything else (application/ld+json, application/json) is a data block.
const EXECUTABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i

function isExecutable(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false
  const type = TYPE_ATTRIBUTE.exec(attributes)
  return !type || EXECUTABLE_TYPE.test((type[1] ?? type[2] ?? type[3] ?? '').trim())
}

/**
 * The CSP source expressions ('sha256-…') of every executable inline script in a page, as the
 * browser computes them: over the element's text after the HTML parser has normalised line breaks.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (!isExecutable(attributes)) continue
    const text = body.replace(/\r\n?/g, '\n')
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}
