// Before any schema is created here: the browser's CSP forbids the eval zod would probe for.
import '../lib/zodWithoutEval.ts'
import { z } from 'zod'
import { contactFieldLabels } from './fieldLabels.ts'
import { australianPhone, emailAddress, requiredText } from './fieldRules.ts'
import { submissionIdSchema } from './submissionId.ts'

export { contactFieldLabels }

/**
 * The contact form (docs/product/inquiries.md); the server parses POST /api/contact-messages with it
 * too, so a field the form does not have is refused rather than silently dropped.
 */
export const contactMessageSchema = z.strictObject({
  fullName: requiredText(contactFieldLabels.fullName, { min: 2, max: 100 }),
  email: emailAddress(contactFieldLabels.email),
  phone: australianPhone(),
  message: requiredText(contactFieldLabels.message, { max: 1000, multiline: true }),
})

/** POST /api/contact-messages: the form's fields plus the submission id. */
export const contactRequestSchema = contactMessageSchema.extend({ submissionId: submissionIdSchema })

export type ContactMessageInput = z.input<typeof contactMessageSchema>
export type ContactMessage = z.output<typeof contactMessageSchema>
