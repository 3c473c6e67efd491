import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import styled from 'styled-components'
import { reserveFieldLabels as labels } from '../../form-contracts/fieldLabels.ts'
import type { ReserveFormInput } from '../../form-contracts/reserveSchema.ts'
import { CheckboxField } from '../../forms/CheckboxField.tsx'
import { ErrorSummary } from '../../forms/ErrorSummary.tsx'
import { FieldGrid, FormStack } from '../../forms/formLayout.ts'
import { Honeypot } from '../../forms/Honeypot.tsx'
import { lazyZodResolver } from '../../forms/lazyResolver.ts'
import { SubmitButton } from '../../forms/SubmitButton.tsx'
import { SubmitStatus } from '../../forms/SubmitStatus.tsx'
import { TextField } from '../../forms/TextField.tsx'
import { useSiteForm } from '../../forms/useSiteForm.ts'
import { useEventNote, useHireListStore } from '../../hire-list/hireListStore.ts'
import { useHireEstimate } from '../../hire-list/useHireEstimate.ts'
import { FulfilmentField } from './FulfilmentField.tsx'

const FORM_ID = 'reserve'
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'eventDate',
  'venue',
  'fulfilment',
  'postcode',
  'fullName',
  'acceptTerms',
] as const
const EMPTY: ReserveFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  eventDate: '',
  venue: '',
  fulfilment: 'delivery',
  postcode: '',
  fullName: '',
  acceptTerms: false,
}

const validation = lazyZodResolver(() =>
  import('../../form-contracts/reserveSchema.ts').then((contract) => contract.reserveFormSchema),
)

const NotOpen = styled.p`
  margin-top: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border-left: 3px solid ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.ivory};
  color: ${({ theme }) => theme.colors.ink};
  a {
    color: ${({ theme }) => theme.colors.maroon};
    text-underline-offset: 0.2em;
  }
`

/**
 * What the couple gives to reserve: the inquiry's contact fields, delivery or pickup, their full name
 * and the hire terms, checked in the browser with the contract POST /api/reserve checks. It sends ids
 * and quantities, never prices: the server prices the list from the CMS before it holds the deposit.
 */
export function ReserveForm({ onGo = (url) => window.location.assign(url) }: { onGo?: (url: string) => void }) {
  const store = useHireListStore()
  const note = useEventNote()
  const { payload } = useHireEstimate()
  const { form, status, onSubmit, summaryErrors, fieldProps } = useSiteForm({
    formId: FORM_ID,
    resolver: validation.resolver,
    defaultValues: EMPTY,
    fields: FIELDS,
    draftKey: 'amaranth.reserveDraft',
    endpoint: '/api/reserve',
    extraPayload: payload,
    // The answer is the Stripe Checkout page that holds the deposit: the couple goes there at once.
    goTo: (body) => {
      const url = (body as { url?: unknown } | undefined)?.url
      return typeof url === 'string' && /^https?:\/\//.test(url) ? url : undefined
    },
    go: onGo,
  })

  // The event noted on the hire list fills the fields still empty (after any draft is restored).
  useEffect(() => {
    const { getValues, setValue } = form
    if (note.date && !getValues('eventDate')) setValue('eventDate', note.date)
    if (note.venue?.trim() && !getValues('venue')) setValue('venue', note.venue.trim())
    if (note.postcode && !getValues('postcode')) setValue('postcode', note.postcode)
    if (note.pickup) setValue('fulfilment', 'pickup')
  }, [note, form])

  const fulfilment = fieldProps('fulfilment')
  const fulfilmentRegistration = {
    ...fulfilment.registration,
    onChange: async (event: { target: { value: string } }) => {
      await fulfilment.registration.onChange(event)
      store.setEvent({ ...store.event(), pickup: event.target.value === 'pickup' })
    },
  }
  const notOpen = status.state === 'failed' && status.result.reason === 'not-found'

  return (
    <FormStack noValidate onSubmit={onSubmit} onFocus={validation.preload} aria-labelledby="reserve-form-heading">
      <h2 id="reserve-form-heading" className="visually-hidden">
        Your details
      </h2>
      <ErrorSummary formId={FORM_ID} errors={summaryErrors} />
      <FieldGrid>
        <TextField {...fieldProps('firstName')} label={labels.firstName} autoComplete="given-name" />
        <TextField {...fieldProps('lastName')} label={labels.lastName} autoComplete="family-name" />
        <TextField {...fieldProps('email')} label={labels.email} type="email" autoComplete="email" />
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
        <FulfilmentField {...fulfilment} registration={fulfilmentRegistration} legend={labels.fulfilment} />
        <TextField
          {...fieldProps('postcode')}
          label={labels.postcode}
          inputMode="numeric"
          autoComplete="postal-code"
          help="Needed for delivery, setup and collection"
          optional="in-help"
        />
        <TextField
          {...fieldProps('fullName')}
          label={labels.fullName}
          autoComplete="name"
          help="Typed as your signature on the booking"
        />
        <CheckboxField
          {...fieldProps('acceptTerms')}
          label={
            <>
              I have read and accept the{' '}
              <Link to="/hire-terms" target="_blank">
                hire terms
              </Link>
              , and agree that the deposit is held on my card until the team accepts my booking.
            </>
          }
        />
      </FieldGrid>
      <Honeypot formId={FORM_ID} />
      {notOpen ? (
        <NotOpen role="alert">
          Reserving online is not open yet, so nothing has been held or charged.{' '}
          <Link to="/equipment-hire-inquiry">Send an inquiry</Link> and our team will confirm your booking.
        </NotOpen>
      ) : (
        <SubmitStatus status={status} noun="reservation" successText="Thank you! Your reservation is on its way." />
      )}
      <SubmitButton status={status} label="Reserve and hold the deposit" />
    </FormStack>
  )
}
