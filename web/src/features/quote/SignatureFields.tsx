import type { ReactNode } from 'react'
import { useForm, type FieldErrors, type UseFormRegister, type UseFormSetError } from 'react-hook-form'
import styled from 'styled-components'
import { CheckboxField } from '../../forms/CheckboxField.tsx'
import { ErrorSummary } from '../../forms/ErrorSummary.tsx'
import { FormStack } from '../../forms/formLayout.ts'
import { TextField } from '../../forms/TextField.tsx'
import { fullNameProblem } from '../../booking/signature.ts'

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`

/** The typed signature: the couple's full name and the hire terms ticked, on accepting and on a change. */
export type SignatureValues = { fullName: string; agreeTerms: boolean }

const NAMES = ['fullName', 'agreeTerms'] as const

/** The fields' messages for the form's error summary, in the fields' order. */
const signatureErrors = (errors: FieldErrors<SignatureValues>) =>
  NAMES.flatMap((name) => {
    const message = errors[name]?.message
    return message ? [{ name, message }] : []
  })

/**
 * A 400's messages, each on its field (the first focused); what is not a signature field is handed back,
 * for the form to show where it belongs.
 */
function setSignatureErrors(
  setError: UseFormSetError<SignatureValues>,
  fields: Record<string, string>,
): Record<string, string> {
  const rest: Record<string, string> = {}
  let first = true
  for (const [name, message] of Object.entries(fields)) {
    if (!(NAMES as readonly string[]).includes(name)) {
      rest[name] = message
      continue
    }
    setError(name as keyof SignatureValues, { message }, { shouldFocus: first })
    first = false
  }
  return rest
}

/**
 * "Full name", typed as a signature, and the hire terms' box, each with its message tied to it. The name's
 * rule is the server's own (booking/signature.ts); `agreeMessage` is the server's words for the box.
 */
function SignatureFields({
  formId,
  register,
  errors,
  agreeLabel,
  agreeMessage,
}: {
  formId: string
  register: UseFormRegister<SignatureValues>
  errors: FieldErrors<SignatureValues>
  agreeLabel: ReactNode
  agreeMessage: string
}) {
  return (
    <Fields>
      <TextField
        formId={formId}
        label="Full name"
        autoComplete="name"
        help="Typed as your signature."
        error={errors.fullName?.message}
        registration={register('fullName', { validate: (value) => fullNameProblem(value) ?? true })}
      />
      <CheckboxField
        formId={formId}
        error={errors.agreeTerms?.message}
        registration={register('agreeTerms', { validate: (value) => value || agreeMessage })}
        label={agreeLabel}
      />
    </Fields>
  )
}

type Signing = {
  formId: string
  agreeLabel: ReactNode
  agreeMessage: string
  /**
   * Sends the signature. `placeErrors` puts a 400's messages on their fields and hands back the others;
   * a throw counts the submit as failed, so the button is pressed again once the field is put right.
   */
  onSign: (
    values: SignatureValues,
    placeErrors: (fields: Record<string, string>) => Record<string, string>,
  ) => Promise<void>
  /** What follows the fields (the refusal, the buttons), told whether the signature is being sent. */
  children: (submitting: boolean) => ReactNode
}

/**
 * A signing form (accepting the quote, confirming a change): the fields, checked as the server checks
 * them, and the summary of their messages after a submit; nothing typed is lost on a refusal.
 */
export function SignatureForm({ formId, agreeLabel, agreeMessage, onSign, children }: Signing) {
  const { register, handleSubmit, setError, formState } = useForm<SignatureValues>({
    defaultValues: { fullName: '', agreeTerms: false },
    reValidateMode: 'onChange',
  })
  const submit = handleSubmit((values) => onSign(values, (fields) => setSignatureErrors(setError, fields)))
  return (
    <FormStack id={formId} noValidate onSubmit={(event) => void submit(event).catch(() => {})}>
      <ErrorSummary formId={formId} errors={formState.isSubmitted ? signatureErrors(formState.errors) : []} />
      <SignatureFields
        formId={formId}
        register={register}
        errors={formState.errors}
        agreeMessage={agreeMessage}
        agreeLabel={agreeLabel}
      />
      {children(formState.isSubmitting || formState.isSubmitSuccessful)}
    </FormStack>
  )
}
