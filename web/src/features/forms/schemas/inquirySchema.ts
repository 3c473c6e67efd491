import { z } from 'zod'
import { australianPhone, emailAddress, requiredDate, requiredText } from './fieldRules.ts'
import { submissionIdSchema } from './submissionId.ts'

/** The Equipment Hire Inquiry form's fields (SPEC.md §5 "Equipment Hire Inquiry form"). */
export const inquiryFormSchema = z.strictObject({
  firstName: requiredText('First Name', { min: 2, max: 50 }),
  lastName: requiredText('Last Name', { min: 2, max: 50 }),
  email: emailAddress('Email'),
  phone: australianPhone(),
  eventDate: requiredDate('Date of Event'),
  venue: requiredText('Venue/Location', { max: 200 }),
  message: requiredText('Message', { max: 1000, multiline: true }),
})

export type InquiryFormInput = z.input<typeof inquiryFormSchema>
export type InquiryFormValues = z.output<typeof inquiryFormSchema>

export const inquiryFieldLabels: Record<keyof InquiryFormInput, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone Number',
  eventDate: 'Date of Event',
  venue: 'Venue/Location',
  message: 'Message',
}

/**
 * One hire list line as the browser sends it: ids and a quantity only. Names and prices are read
 * from the catalogue on the server, never taken from the request (and refused if sent).
 */
export const hireItemSchema = z.strictObject({
  productId: z.string().trim().min(1).max(120),
  variantKey: z.string().trim().min(1).max(120).optional(),
  quantity: z.number().int().min(1).max(10_000),
})

/** POST /api/equipment-hire-requests: the form's fields plus the hire list. */
export const equipmentHireRequestSchema = inquiryFormSchema.extend({
  items: z.array(hireItemSchema).max(200).default([]),
  submissionId: submissionIdSchema,
})

export type HireItemInput = z.input<typeof hireItemSchema>
export type EquipmentHireRequestInput = z.input<typeof equipmentHireRequestSchema>
export type EquipmentHireRequest = z.output<typeof equipmentHireRequestSchema>
