import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { Button } from '../../components/ui/Button.tsx'
import { CheckboxField } from '../../forms/CheckboxField.tsx'
import { ErrorSummary } from '../../forms/ErrorSummary.tsx'
import { Actions, FormStack } from '../../forms/formLayout.ts'
import { TextField } from '../../forms/TextField.tsx'
import { postQuoteAction, type ActionResult } from './quoteApi.ts'
import { Notice } from './quoteStyles.ts'
import { fullNameProblem } from '../../booking/signature.ts'

const FORM_ID = 'accept-quote'

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`

const RefusalBox = styled(Notice)`
  margin-top: ${({ theme }) => theme.space[5]};
`
type Values = { fullName: string; agreeTerms: boolean }

/** The server's own words for the terms (server/booking/quoteRoutes.ts); the name's rule is shared (signature.ts). */
const AGREE_TERMS = 'Agree to the hire terms to accept the quote.'

type Refusal = Exclude<ActionResult, { ok: true } | { kind: 'invalid' }>

/**
 * The couple's signature: their full name typed, the hire terms agreed, then the server opens the payment
 * and the browser goes there. A refusal keeps what was typed and says why; a 400 puts each message on its
 * field, as the site's other forms do.
 */
export function AcceptForm({
  token,
  label,
  onGo,
  onRefused,
}: {
  token: string
  label: string
  onGo: (url: string) => void
  /** After a refusal that means the quote moved on (expired, accepted elsewhere): read it again. */
  onRefused: () => void
}) {
  const [refusal, setRefusal] = useState<Refusal>()
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { fullName: '', agreeTerms: false },
    reValidateMode: 'onChange',
  })
  const errors = (['fullName', 'agreeTerms'] as const).flatMap((name) => {
    const message = formState.errors[name]?.message
    return message ? [{ name, message }] : []
  })
  const submitting = formState.isSubmitting || formState.isSubmitSuccessful

  const submit = handleSubmit(async (values) => {
    setRefusal(undefined)
    const result = await postQuoteAction(token, 'accept', { fullName: values.fullName, agreeTerms: true })
    if (result.ok) return onGo(result.url ?? window.location.href)
    if (result.kind === 'invalid') {
      for (const [index, [name, message]] of Object.entries(result.fields).entries())
        setError(name as keyof Values, { message }, { shouldFocus: index === 0 })
      // The submit counts as failed, so the button is pressed again once the field is put right.
      throw new Error('invalid')
    }
    setRefusal(result)
    if (result.kind === 'refused' && (result.status === 409 || result.status === 410)) onRefused()
    throw new Error(result.kind)
  })

  return (
    <FormStack id={FORM_ID} noValidate onSubmit={(event) => void submit(event).catch(() => {})}>
      <ErrorSummary formId={FORM_ID} errors={formState.isSubmitted ? errors : []} />
      <Fields>
        <TextField
          formId={FORM_ID}
          label="Full name"
          autoComplete="name"
          help="Typed as your signature."
          error={formState.errors.fullName?.message}
          registration={register('fullName', { validate: (value) => fullNameProblem(value) ?? true })}
        />
        <CheckboxField
          formId={FORM_ID}
          error={formState.errors.agreeTerms?.message}
          registration={register('agreeTerms', { validate: (value) => value || AGREE_TERMS })}
          label={
            <>
              I accept this quote under the{' '}
              <Link to="/hire-terms" target="_blank">
                hire terms
              </Link>
              . If I cancel within 48 hours of the event, the deposit is kept.
            </>
          }
        />
      </Fields>
      <div role="alert">{refusal ? <RefusalNotice refusal={refusal} /> : null}</div>
      <Actions>
        <Button type="submit" disabled={submitting} onMouseDown={(event) => event.preventDefault()}>
          {submitting ? 'Opening secure payment...' : label}
        </Button>
      </Actions>
    </FormStack>
  )
}

function RefusalNotice({ refusal }: { refusal: Refusal }) {
  return (
    <RefusalBox $tone="error">
      <p>{refusal.message}</p>
      {refusal.kind === 'unavailable' && refusal.lines.length > 0 ? (
        <ul aria-label="No longer free">
          {refusal.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </RefusalBox>
  )
}
