import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import styled from 'styled-components'
import { CheckboxField } from '../../forms/CheckboxField.tsx'
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
import { useHireEstimate } from '../../hire-list/useHireEstimate.ts'
import { DEFAULT_TABLES } from '../../planning/guestPlan.ts'
import { usePlanPrefill } from './usePlanPrefill.ts'

const FORM_ID = 'inquiry'
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'eventDate',
  'venue',
  'postcode',
  'guests',
  'guestsPerTable',
  'message',
  'acceptTerms',
] as const
const EMPTY: InquiryFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  eventDate: '',
  venue: '',
  postcode: '',
  guests: '',
  guestsPerTable: '',
  message: '',
  acceptTerms: false,
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
  const { payload } = useHireEstimate()
  const note = useEventNote()
  const { form, status, onSubmit, summaryErrors, fieldProps } = useSiteForm({
    formId: FORM_ID,
    resolver: validation.resolver,
    defaultValues: EMPTY,
    fields: FIELDS,
    draftKey: 'amaranth.inquiryDraft',
    endpoint: '/api/equipment-hire-requests',
    extraPayload: () => ({
      ...payload(),
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
    // The postcode prices the order summary beside the form, so the two hold one postcode: a draft's wins.
    const typed = getValues('postcode')?.trim()
    if (typed && typed !== note.postcode) store.setEvent({ ...note, postcode: typed, zoneSeen: undefined })
    else if (note.postcode && !typed) setValue('postcode', note.postcode)
  }, [note, form, store])
  usePlanPrefill(form, note)
  const eventDate = form.watch('eventDate')

  const postcodeField = fieldProps('postcode')
  const postcodeRegistration = {
    ...postcodeField.registration,
    onChange: async (event: { target: { value: string } }) => {
      await postcodeField.registration.onChange(event)
      store.setEvent({ ...store.event(), postcode: event.target.value.trim(), zoneSeen: undefined })
    },
  }

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
        <TextField
          {...postcodeField}
          registration={postcodeRegistration}
          label={labels.postcode}
          inputMode="numeric"
          autoComplete="postal-code"
          help="Prices delivery, setup and collection in your order summary"
          optional
        />
        <TextField
          {...fieldProps('guests')}
          label={labels.guests}
          inputMode="numeric"
          autoComplete="off"
          optional="in-help"
          help="Optional - from your hire list's plan"
        />
        <TextField
          {...fieldProps('guestsPerTable')}
          label={labels.guestsPerTable}
          inputMode="numeric"
          autoComplete="off"
          optional="in-help"
          help="Optional - we plan tables of 10 unless you say"
        />
        <TextField {...fieldProps('message')} label={labels.message} rows={5} />
        <CheckboxField
          {...fieldProps('acceptTerms')}
          label={
            <>
              I have read and accept the{' '}
              <Link to="/hire-terms" target="_blank">
                hire terms
              </Link>
              , including cancellation at least 48 hours before the event.
            </>
          }
        />
      </FieldGrid>
      <Honeypot formId={FORM_ID} />
      <SubmitStatus status={status} noun="inquiry" successText="Thank you for your inquiry! We'll be in touch soon." />
      <SubmitButton status={status} label="Submit Inquiry" />
    </FormStack>
  )
}
