// Before any schema is created here: the browser's CSP forbids the eval zod would probe for.
import '../lib/zodWithoutEval.ts'
import { z } from 'zod'
import { postcodeProblem } from '../lib/postcode.ts'
import {
  maxMessage,
  minMessage,
  NOT_MULTILINE_TEXT,
  NOT_TEXT,
  notTextMessage,
  requiredMessage,
  type TextRules,
} from './textRules.ts'

/**
 * The forms' validation rules and their exact messages (docs/product/inquiries.md), as zod pieces. The forms (through
 * react-hook-form) and the server (on every POST) use the same schemas, so the rules cannot drift.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** +61 or a leading 0, then 2 to 9, then 8 more digits; spaces are ignored. */
const AU_PHONE = /^(?:\+61|0)[2-9]\d{8}$/
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Required text: blank or whitespace counts as empty; lengths count the trimmed value. */
export function requiredText(label: string, { min, max, multiline = false }: TextRules = {}) {
  const required = requiredMessage(label)
  const notText = multiline ? NOT_MULTILINE_TEXT : NOT_TEXT
  let schema = z.string({ error: required }).trim().min(1, { error: required, abort: true })
  if (min) schema = schema.min(min, { error: minMessage(label, min), abort: true })
  if (max) schema = schema.max(max, { error: maxMessage(label, max) })
  return schema.refine((value) => !notText.test(value), { error: notTextMessage(label) })
}

export function emailAddress(label: string) {
  return requiredText(label, { max: 254 }).regex(EMAIL_SHAPE, { error: 'Please enter a valid email address' })
}

/** Spaces of any kind are ignored; other control characters (a vertical tab is whitespace to a regex) are not. */
export const isAustralianPhone = (value: string) => !NOT_TEXT.test(value) && AU_PHONE.test(value.replace(/\s+/g, ''))

/** Optional: an empty value skips the check and is sent as ''. */
export function australianPhone() {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || isAustralianPhone(value), {
      error: 'Please enter a valid Australian phone number',
    })
    .optional()
    .transform((value) => value ?? '')
}

function isCalendarDate(value: string) {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  // setUTCFullYear, unlike Date.UTC, does not read years 0 to 99 as 1900 to 1999.
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** A date input's value, YYYY-MM-DD. */
export function requiredDate(label: string) {
  return requiredText(label).refine(isCalendarDate, { error: `${label} format is invalid` })
}

/** Optional venue postcode: empty is sent as ''; otherwise four digits Australia Post allocates. */
export function venuePostcode() {
  return z
    .string()
    .trim()
    .max(8, { error: 'Please enter a 4-digit Australian postcode' })
    .superRefine((value, context) => {
      const problem = postcodeProblem(value)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })
    .optional()
    .transform((value) => value ?? '')
}

/** A checkbox that must be ticked (the hire terms): anything but true gets `message`. */
export function mustAccept(message: string) {
  return z.boolean({ error: message }).refine((value) => value, { error: message })
}
