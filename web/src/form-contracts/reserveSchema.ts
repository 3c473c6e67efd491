// Before any schema is created here: the browser's CSP forbids the eval zod would probe for.
import '../lib/zodWithoutEval.ts'
import { z } from 'zod'
import { reserveFieldLabels } from './fieldLabels.ts'
import { requiredText } from './fieldRules.ts'
import { inquiryFormSchema } from './inquirySchema.ts'

/**
 * The Reserve now form (docs/product/hire-list.md#reserve-now): the inquiry's contact and event fields,
 * delivery or pickup (a delivery needs the venue's postcode), the couple's full name typed as their
 * signature, and the hire terms ticked. POST /api/reserve checks the same contract.
 */
export const reserveFormSchema = inquiryFormSchema
  .pick({ firstName: true, lastName: true, email: true, phone: true, eventDate: true, venue: true, postcode: true })
  .extend({
    fulfilment: z.enum(['delivery', 'pickup'], { error: 'Choose delivery or pickup' }),
    fullName: requiredText(reserveFieldLabels.fullName, { min: 3, max: 100 }),
    acceptTerms: inquiryFormSchema.shape.acceptTerms,
  })
  .superRefine((values, context) => {
    if (values.fulfilment === 'delivery' && !values.postcode)
      context.addIssue({ code: 'custom', path: ['postcode'], message: 'Venue postcode is required for delivery' })
  })

export type ReserveFormInput = z.input<typeof reserveFormSchema>
export type ReserveFormValues = z.output<typeof reserveFormSchema>
