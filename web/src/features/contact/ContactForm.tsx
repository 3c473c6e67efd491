import { ErrorSummary } from '../../forms/ErrorSummary.tsx'
import { FieldGrid, FormStack } from '../../forms/formLayout.ts'
import { Honeypot } from '../../forms/Honeypot.tsx'
import type { ContactMessageInput } from '../../form-contracts/contactSchema.ts'
import { contactFieldLabels as labels } from '../../form-contracts/fieldLabels.ts'
import { lazyZodResolver } from '../../forms/lazyResolver.ts'
import { SubmitButton } from '../../forms/SubmitButton.tsx'
import { SubmitStatus } from '../../forms/SubmitStatus.tsx'
import { TextField } from '../../forms/TextField.tsx'
import { useSiteForm } from '../../forms/useSiteForm.ts'

const FORM_ID = 'contact'
const FIELDS = ['fullName', 'email', 'phone', 'message'] as const
const EMPTY: ContactMessageInput = { fullName: '', email: '', phone: '', message: '' }
const validation = lazyZodResolver(() =>
  import('../../form-contracts/contactSchema.ts').then((contract) => contract.contactMessageSchema),
)

/** Let's Connect: Full Name, Email Address, Phone Number and Message, delivered through our server. */
export function ContactForm() {
  const { status, onSubmit, summaryErrors, fieldProps } = useSiteForm({
    formId: FORM_ID,
    resolver: validation.resolver,
    defaultValues: EMPTY,
    fields: FIELDS,
    draftKey: 'amaranth.contactDraft',
    endpoint: '/api/contact-messages',
  })

  return (
    <FormStack noValidate onSubmit={onSubmit} onFocus={validation.preload} aria-label="Contact form">
      <ErrorSummary formId={FORM_ID} errors={summaryErrors} />
      <FieldGrid>
        <TextField {...fieldProps('fullName')} label={labels.fullName} autoComplete="name" wide />
        <TextField {...fieldProps('email')} label={labels.email} type="email" autoComplete="email" />
        <TextField {...fieldProps('phone')} label={labels.phone} type="tel" autoComplete="tel" optional />
        <TextField {...fieldProps('message')} label={labels.message} rows={6} />
      </FieldGrid>
      <Honeypot formId={FORM_ID} />
      <SubmitStatus status={status} noun="message" successText="Thank you for your message! We'll be in touch soon." />
      <SubmitButton status={status} label="Send Message" />
    </FormStack>
  )
}
