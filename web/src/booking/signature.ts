import { notTextMessage, textProblem } from '../form-contracts/textRules.ts'

export const FULL_NAME_MAX = 120

/**
 * Bidi embeddings, overrides and isolates (and the marks that steer them): a name reaches `Accepted By`
 * and the emails, where they would reorder the text around it.
 */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u
const LETTER = /\p{L}/u
const SIGN = 'Type your full name to sign.'

/**
 * The typed signature ("Full name" on accept): the forms' text rule (no control characters or lone
 * surrogates, at most 120 characters), no bidi controls, and at least one letter, so a name of a
 * zero-width space or of punctuation does not sign. The server and the accept form check the same, with
 * the forms' rule as plain functions (textRules.ts), so the quote page does not load the schema library.
 */
export function fullNameProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return SIGN
  const problem = textProblem('Full name', value, { max: FULL_NAME_MAX })
  if (problem) return problem
  if (BIDI.test(value)) return notTextMessage('Full name')
  return LETTER.test(value) ? undefined : SIGN
}

/** The name as it is stored: trimmed, runs of whitespace made one space. */
export const signedName = (value: string) => value.trim().replace(/\s+/g, ' ')
