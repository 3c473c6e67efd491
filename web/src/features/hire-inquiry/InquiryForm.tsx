import { useEffect } from 'react'
import styled from 'styled-components'
import { ErrorSummary } from '../../forms/ErrorSummary.tsx'
import { FieldGrid, FormStack } from '../../forms/formLayout.ts'
import { Honeypot } from '../../forms/Honeypot.tsx'
import { inquiryFieldLabels as labels } from '../../form-contracts/fieldLabels.ts'
import type { InquiryFormInput } from '../../form-contracts/inquirySchema.ts'
import { lazyZodResolver } from '../../forms/lazyResolver.ts'
import { SubmitButton } from '../../forms/SubmitButton.tsx'
import { SubmitStatus } from '../../forms/SubmitStatus.tsx'
import { TextField } from '../../forms/TextField.tsx'
import { useSiteForm } from '../../forms/useSiteForm.ts'
import { EventDateWarning } from '../../hire-list/EventDateWarning.tsx'
import { useEventNote, useHireListStore } from '../../hire-list/hireListStore.ts'
import { useHireListLines } from '../../hire-list/useHireListLines.ts'
import { DEFAULT_TABLES } from '../../planning/guestPlan.ts'
import { usePlanPrefill } from './usePlanPrefill.ts'

const FORM_ID = 'inquiry'
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'eventDate', 'venue', 'guests', 'guestsPerTable', 'message'] as const
const EMPTY: InquiryFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  eventDate: '',
  venue: '',
  guests: '',
  guestsPerTable: '',
  message: '',
}

const validation = lazyZodResolver(() =>
  import('../../form-contracts/inquirySchema.ts').then((contract) => contract.inquiryFormSchema),
)

/** The date note spans both columns, under Date of Event and Venue/Location. */
const DateWarning = styled(EventDateWarning)`
  grid-column: 1 / -1;
`

/**
 * The Equipment Hire Inquiry form. It sends the hire list as ids, variants and quantities only;
 * the server prices it from the catalogue. The event date and venue noted on the hire list prefill
 * their fields (docs/product/hire-list.md#the-event). After a success the hire list is emptied
 * (docs/decisions/0003-empty-the-hire-list-after-an-inquiry.md).
 */
export function InquiryForm() {
  const store = useHireListStore()
  const { lines, isPending } = useHireListLines()
  const note = useEventNote()
  const { form, status, onSubmit, summaryErrors, fieldProps } = useSiteForm({
    formId: FORM_ID,
    resolver: validation.resolver,
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
      // The tables chosen with the plan on the hire list (shown there as the first choice until changed).
      ...(note.guests ? { tables: note.tables ?? DEFAULT_TABLES } : {}),
    }),
    onSent: () => store.clear(),
  })

  // The date and venue noted on the hire list fill the fields still empty (after any draft is
  // restored, whose effect runs first); the visitor can change them here.
  useEffect(() => {
    const { getValues, setValue } = form
    if (note.date && !getValues('eventDate')) setValue('eventDate', note.date)
    const venue = note.venue?.trim()
    if (venue && !getValues('venue')) setValue('venue', venue)
  }, [note, form])
  usePlanPrefill(form, note)
  const eventDate = form.watch('eventDate')

  return (
    <FormStack noValidate onSubmit={onSubmit} onFocus={validation.preload} aria-labelledby="inquiry-form-heading">
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
          optional="in-help"
        />
        <TextField {...fieldProps('eventDate')} label={labels.eventDate} type="date" />
        <TextField {...fieldProps('venue')} label={labels.venue} autoComplete="off" />
        <DateWarning id="inquiry-event-date-notice" date={eventDate} />
        <TextField {...fieldProps('guests')} label={labels.guests} inputMode="numeric" autoComplete="off" optional="in-help" help="Optional - from your hire list's plan" />
        <TextField
          {...fieldProps('guestsPerTable')}
          label={labels.guestsPerTable}
          inputMode="numeric"
          autoComplete="off"
          optional="in-help"
          help="Optional - we plan tables of 10 unless you say"
        />
        <TextField {...fieldProps('message')} label={labels.message} rows={5} />
      </FieldGrid>
      <Honeypot formId={FORM_ID} />
      <SubmitStatus status={status} noun="inquiry" successText="Thank you for your inquiry! We'll be in touch soon." />
      <SubmitButton status={status} label="Submit Inquiry" />
    </FormStack>
  )
}
