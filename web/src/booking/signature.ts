import { requiredText } from '../form-contracts/fieldRules.ts'

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
 * zero-width space or of punctuation does not sign. The server and the accept form check the same.
 */
const fullNameRule = requiredText('Full name', { max: FULL_NAME_MAX })
  .refine((value) => !BIDI.test(value), { error: 'Full name contains characters that are not allowed' })
  .refine((value) => LETTER.test(value), { error: SIGN })

/** What is wrong with a typed name, in the field's words; undefined when it signs. */
export function fullNameProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return SIGN
  const result = fullNameRule.safeParse(value)
  return result.success ? undefined : (result.error.issues[0]?.message ?? SIGN)
}

/** The name as it is stored: trimmed, runs of whitespace made one space. */
export const signedName = (value: string) => value.trim().replace(/\s+/g, ' ')
