// Before any schema is created here: the browser's CSP forbids the eval zod would probe for.
import '../lib/zodWithoutEval.ts'
import { z } from 'zod'
import { inquiryFieldLabels } from './fieldLabels.ts'
import { australianPhone, emailAddress, mustAccept, requiredDate, requiredText, venuePostcode } from './fieldRules.ts'
import { LINE_QUANTITY_MAX, LINE_QUANTITY_MESSAGE } from '../planning/lineQuantity.ts'
import { guestsField, guestsPerTableField, tablesField } from './guestPlanRules.ts'
import { submissionIdSchema } from './submissionId.ts'

export { inquiryFieldLabels }

/** The Equipment Hire Inquiry form's fields and their rules (docs/product/inquiries.md). */
export const inquiryFormSchema = z.strictObject({
  firstName: requiredText(inquiryFieldLabels.firstName, { min: 2, max: 50 }),
  lastName: requiredText(inquiryFieldLabels.lastName, { min: 2, max: 50 }),
  email: emailAddress(inquiryFieldLabels.email),
  phone: australianPhone(),
  eventDate: requiredDate(inquiryFieldLabels.eventDate),
  venue: requiredText(inquiryFieldLabels.venue, { max: 200 }),
  postcode: venuePostcode(),
  guests: guestsField(),
  guestsPerTable: guestsPerTableField(),
  message: requiredText(inquiryFieldLabels.message, { max: 1000, multiline: true }),
  acceptTerms: mustAccept('Please accept the hire terms'),
})

export type InquiryFormInput = z.input<typeof inquiryFormSchema>
export type InquiryFormValues = z.output<typeof inquiryFormSchema>

/**
 * One hire list line as the browser sends it: ids and a quantity only, no more than the list's line
 * holds (the planner caps its suggestions at the same number). Names and prices are read from the
 * catalogue on the server, never taken from the request (and refused if sent).
 */
export const hireItemSchema = z.strictObject({
  productId: z.string().trim().min(1).max(120),
  variantKey: z.string().trim().min(1).max(120).optional(),
  quantity: z.number().int().min(1).max(LINE_QUANTITY_MAX, { error: LINE_QUANTITY_MESSAGE }),
})

/**
 * POST /api/equipment-hire-requests: the form's fields plus the hire list, whether the visitor added the
 * damage waiver, and the version (the effective date) of the hire terms they were shown and accepted.
 */
export const equipmentHireRequestSchema = inquiryFormSchema.extend({
  items: z.array(hireItemSchema).max(200).default([]),
  damageWaiver: z.boolean().default(false),
  termsVersion: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  tables: tablesField(),
  submissionId: submissionIdSchema,
})

export type HireItemInput = z.input<typeof hireItemSchema>
export type EquipmentHireRequestInput = z.input<typeof equipmentHireRequestSchema>
export type EquipmentHireRequest = z.output<typeof equipmentHireRequestSchema>
