import { z } from 'zod'
import { australianPhone, emailAddress, requiredText } from './fieldRules.ts'

/** The contact form (SPEC.md §5 "Contact form"); the server parses POST /api/contact-messages with it too. */
export const contactMessageSchema = z.object({
  fullName: requiredText('Full Name', { min: 2, max: 100 }),
  email: emailAddress('Email Address'),
  phone: australianPhone(),
  message: requiredText('Message', { max: 1000 }),
})

export type ContactMessageInput = z.input<typeof contactMessageSchema>
export type ContactMessage = z.output<typeof contactMessageSchema>

export const contactFieldLabels: Record<keyof ContactMessageInput, string> = {
  fullName: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  message: 'Message',
}
