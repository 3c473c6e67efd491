// Before any schema is created here: the browser's CSP forbids the eval zod would probe for.
import '../lib/zodWithoutEval.ts'
import { z } from 'zod'
import {
  GUESTS_MAX,
  GUESTS_MESSAGE,
  PER_TABLE_MAX,
  PER_TABLE_MESSAGE,
  TABLE_CHOICES,
  wholeNumberIn,
} from '../planning/guestPlan.ts'

/**
 * The guest plan's fields in the inquiry (docs/product/inquiries.md#the-guest-plan): optional whole
 * numbers, typed in the form (a string) or sent as a number by a script; blank is none. Their bounds
 * and messages are the hire list's own (web/src/planning/guestPlan.ts).
 */
function optionalWholeNumber(max: number, message: string) {
  return z
    .union([z.string().max(16, { error: message }), z.number()], { error: message })
    .optional()
    .refine((value) => value === undefined || String(value).trim() === '' || wholeNumberIn(value, max) !== undefined, {
      error: message,
    })
    .transform((value) => (value === undefined ? undefined : wholeNumberIn(value, max)))
}

export const guestsField = () => optionalWholeNumber(GUESTS_MAX, GUESTS_MESSAGE)
export const guestsPerTableField = () => optionalWholeNumber(PER_TABLE_MAX, PER_TABLE_MESSAGE)

/** The tables chosen on the hire list, one of the choices it offers. */
export const tablesField = () =>
  z
    .enum(TABLE_CHOICES.map((choice) => choice.id) as [string, ...string[]], { error: 'Choose tables from the list' })
    .optional()
