import { zodResolver } from '@hookform/resolvers/zod'
import { ErrorSummary } from '../../forms/ErrorSummary.tsx'
import { FieldGrid, FormStack } from '../../forms/formLayout.ts'
import { Honeypot } from '../../forms/Honeypot.tsx'
import {
  inquiryFieldLabels as labels,
  inquiryFormSchema,
  type InquiryFormInput,
} from '../../form-contracts/inquirySchema.ts'
import { SubmitButton } from '../../forms/SubmitButton.tsx'
import { SubmitStatus } from '../../forms/SubmitStatus.tsx'
import { TextField } from '../../forms/TextField.tsx'
import { useSiteForm } from '../../forms/useSiteForm.ts'
import { useHireListStore } from '../../hire-list/hireListStore.ts'
import { useHireListLines } from '../../hire-list/useHireListLines.ts'

const FORM_ID = 'inquiry'
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'eventDate', 'venue', 'message'] as const
const EMPTY: InquiryFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  eventDate: '',
  venue: '',
  message: '',
}

/**
 * The Equipment Hire Inquiry form. It sends the hire list as ids, variants and quantities only;
 * the server prices it from the catalogue. After a success the hire list is emptied
 * (docs/decisions/0003-empty-the-hire-list-after-an-inquiry.md).
 */
export function InquiryForm() {
  const store = useHireListStore()
  const { lines, isPending } = useHireListLines()
  const { status, onSubmit, summaryErrors, fieldProps } = useSiteForm({
    formId: FORM_ID,
    resolver: zodResolver(inquiryFormSchema),
    defaultValues: EMPTY,
    fields: FIELDS,
    draftKey: 'amaranth.inquiryDraft',
    endpoint: '/api/equipment-hire-requests',
    // Until the catalogue has loaded, the saved list itself (the server checks every id anyway).
    extraPayload: () => ({
      items: (isPending ? store.items() : lines).map(({ productId, variantKey, quantity }) => ({
        productId,
        ...(variantKey ? { variantKey } : {}),
        quantity,
      })),
    }),
    onSent: () => store.clear(),
  })

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-labelledby="inquiry-form-heading">
      <h2 id="inquiry-form-heading" className="visually-hidden">
        Your event details
      </h2>
      <ErrorSummary formId={FORM_ID} errors={summaryErrors} />
      <FieldGrid>
        <TextField {...fieldProps('firstName')} label={labels.firstName} autoComplete="given-name" />
        <TextField {...fieldProps('lastName')} label={labels.lastName} autoComplete="family-name" />
        <TextField
          {...fieldProps('email')}
          label={labels.email}
          type="email"
          autoComplete="email"
          help="We'll use this to respond to your inquiry"
        />
        <TextField
          {...fieldProps('phone')}
          label={labels.phone}
          type="tel"
          autoComplete="tel"
          help="Optional - for urgent matters or follow-up calls"
        />
        <TextField {...fieldProps('eventDate')} label={labels.eventDate} type="date" />
        <TextField {...fieldProps('venue')} label={labels.venue} autoComplete="off" />
        <TextField {...fieldProps('message')} label={labels.message} rows={5} />
      </FieldGrid>
      <Honeypot formId={FORM_ID} />
      <SubmitStatus status={status} noun="inquiry" successText="Thank you for your inquiry! We'll be in touch soon." />
      <SubmitButton status={status} label="Submit Inquiry" />
    </FormStack>
  )
}
