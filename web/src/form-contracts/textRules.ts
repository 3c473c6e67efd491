/**
 * The forms' rule for text, without zod: what the schemas in fieldRules.ts check, as plain functions, so
 * a page that checks one field (the quote's typed signature) does not load the schema library.
 */

/**
 * Control characters and lone surrogates cannot be typed into the forms, only sent by a script, and
 * would corrupt the stored record; multi-line text keeps its tabs and line breaks.
 */
export const NOT_TEXT = /[\p{Cc}\p{Cs}]/u
export const NOT_MULTILINE_TEXT = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u

export const requiredMessage = (label: string) => `${label} is required`
export const minMessage = (label: string, min: number) => `${label} must be at least ${min} characters`
export const maxMessage = (label: string, max: number) => `${label} must be no more than ${max} characters`
export const notTextMessage = (label: string) => `${label} contains characters that are not allowed`

export type TextRules = { min?: number; max?: number; multiline?: boolean }

/**
 * What is wrong with required text, in the field's words (the first of: empty, too short, too long,
 * characters that are not text), or undefined. Blank counts as empty; lengths count the trimmed value.
 */
export function textProblem(label: string, value: unknown, { min, max, multiline = false }: TextRules = {}) {
  if (typeof value !== 'string' || !value.trim()) return requiredMessage(label)
  const text = value.trim()
  if (min && text.length < min) return minMessage(label, min)
  if (max && text.length > max) return maxMessage(label, max)
  if ((multiline ? NOT_MULTILINE_TEXT : NOT_TEXT).test(text)) return notTextMessage(label)
  return undefined
}
