import type { Fields } from './base.ts'

/**
 * The part of Airtable's formula language the site's reads use, for `filterByFormula`: `{Field} = 'text'`,
 * `IS_AFTER({Field}, 'YYYY-MM-DD')`, and `AND(...)` or `OR(...)` of those. Anything else is refused as
 * Airtable refuses a formula it cannot parse, so a read the fake does not understand fails loudly instead of matching all.
 */
export type Formula = (fields: Fields) => boolean

const EQUALS = /^\{([^}]+)\}\s*=\s*'((?:[^'\\]|\\.)*)'$/
const IS_AFTER = /^IS_AFTER\(\s*\{([^}]+)\}\s*,\s*'(\d{4}-\d{2}-\d{2})'\s*\)$/i
const LOGIC = /^(AND|OR)\((.*)\)$/i

/** Splits `a, b(c, d), 'e, f'` at its top-level commas. */
function topLevelArguments(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (char === "'" && text[i - 1] !== '\\') quoted = !quoted
    if (quoted) continue
    if (char === '(') depth++
    if (char === ')') depth--
    if (char === ',' && depth === 0) {
      parts.push(text.slice(start, i))
      start = i + 1
    }
  }
  parts.push(text.slice(start))
  return parts.map((part) => part.trim())
}

export function parseFormula(text: string): Formula | null {
  const formula = text.trim()
  const logic = LOGIC.exec(formula)
  if (logic) {
    const parts = topLevelArguments(logic[2]!).map(parseFormula)
    const all = logic[1]!.toUpperCase() === 'AND'
    return parts.every((part): part is Formula => part !== null)
      ? (fields) => (all ? parts.every((part) => part(fields)) : parts.some((part) => part(fields)))
      : null
  }
  const equals = EQUALS.exec(formula)
  if (equals) return (fields) => String(fields[equals[1]!] ?? '') === equals[2]!.replace(/\\(.)/g, '$1')
  const after = IS_AFTER.exec(formula)
  if (after) return (fields) => typeof fields[after[1]!] === 'string' && String(fields[after[1]!]) > after[2]!
  return null
}
