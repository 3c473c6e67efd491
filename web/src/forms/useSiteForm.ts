import { useNavigate } from '@tanstack/react-router'
import { useEffect, useEffectEvent, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form'
import { draftSubmissionId, forgetSubmissionId } from './draftSubmissionId.ts'
import { fieldId } from './fieldIds.ts'
import { postForm, type SubmitResult } from './postForm.ts'
import { HONEYPOT_FIELD } from '../form-contracts/honeypot.ts'
import { clearDraft, useFormDraft } from './useFormDraft.ts'

export type FormStatus =
  | { state: 'idle' }
  | { state: 'submitting' }
  | { state: 'success' }
  | { state: 'failed'; result: Exclude<SubmitResult, { ok: true }> }

/** Long enough to read the success banner before the thank-you page opens (docs/product/inquiries.md). */
export const THANK_YOU_DELAY_MS = 1500

type Options<T extends FieldValues, O extends FieldValues> = {
  formId: string
  resolver: Resolver<T, unknown, O>
  defaultValues: DefaultValues<T>
  /** The fields in page order: the first invalid one gets focus, the summary lists them in this order. */
  fields: ReadonlyArray<Path<T>>
  draftKey: string
  endpoint: string
  /** What the request carries beyond the fields (the inquiry's hire list). */
  extraPayload?: () => Record<string, unknown>
  /** Runs once the visitor leaves after a success (the inquiry empties the hire list). */
  onSent?: () => void
  /**
   * Where a success goes instead of /thank-you, from the server's answer (the reservation's Stripe
   * Checkout). What was typed is kept (the couple may come back from Stripe); a next send is a new one.
   */
  goTo?: (body: unknown) => string | undefined
  /** How the browser goes there (a test's spy); the page's own navigation by default. */
  go?: (url: string) => void
}

/**
 * What both forms share: react-hook-form in 'onTouched' mode (validate on blur, then on change;
 * docs/product/inquiries.md), focus and scroll to the first invalid field, the error summary's list, the draft,
 * the POST with the honeypot, server field errors mapped back, and the redirect after success.
 */
export function useSiteForm<T extends FieldValues, O extends FieldValues>(options: Options<T, O>) {
  const { formId, resolver, defaultValues, fields, draftKey, endpoint } = options
  const form = useForm<T, unknown, O>({ mode: 'onTouched', resolver, defaultValues, shouldFocusError: false })
  useFormDraft(form, draftKey)
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' })
  const navigate = useNavigate()
  const sent = useEffectEvent(() => options.onSent?.())

  useEffect(() => {
    if (status.state !== 'success') return
    const timer = setTimeout(() => void navigate({ to: '/thank-you' }), THANK_YOU_DELAY_MS)
    return () => {
      clearTimeout(timer)
      sent()
    }
  }, [status.state, navigate])

  const focusFirstInvalid = (invalid: ReadonlyArray<string>) => {
    const first = fields.find((name) => invalid.includes(name))
    const element = first ? document.getElementById(fieldId(formId, first)) : null
    if (!element) return
    element.focus({ preventScroll: true })
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    element.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' })
  }

  const onSubmit = form.handleSubmit(
    async (values, event) => {
      setStatus({ state: 'submitting' })
      const formElement = event?.target instanceof HTMLFormElement ? event.target : null
      const honeypot = formElement ? new FormData(formElement).get(HONEYPOT_FIELD) : ''
      const payload = {
        ...values,
        ...options.extraPayload?.(),
        submissionId: draftSubmissionId(draftKey),
        [HONEYPOT_FIELD]: honeypot ?? '',
      }
      const result = await postForm(endpoint, payload)
      const away = result.ok ? options.goTo?.(result.body) : undefined
      if (away) {
        forgetSubmissionId(draftKey)
        ;(options.go ?? ((url: string) => window.location.assign(url)))(away)
        return
      }
      if (result.ok) {
        clearDraft(draftKey)
        forgetSubmissionId(draftKey)
        setStatus({ state: 'success' })
        return
      }
      if (result.reason === 'invalid') {
        const onFields = fields.filter((name) => result.fieldErrors[name])
        for (const name of onFields) form.setError(name, { type: 'server', message: result.fieldErrors[name] })
        focusFirstInvalid(onFields)
        // Errors the visitor can fix in the fields show there and in the summary; others (the hire list) in the alert.
        if (onFields.length === Object.keys(result.fieldErrors).length) return setStatus({ state: 'idle' })
      }
      setStatus({ state: 'failed', result })
    },
    (errors) => {
      setStatus({ state: 'idle' })
      focusFirstInvalid(Object.keys(errors))
    },
  )

  const errorOf = (name: Path<T>) => form.getFieldState(name, form.formState).error?.message
  const summaryErrors =
    form.formState.submitCount > 0
      ? fields.flatMap((name) => {
          const message = errorOf(name)
          return message ? [{ name, message }] : []
        })
      : []

  const fieldProps = (name: Path<T>) => ({ formId, registration: form.register(name), error: errorOf(name) })

  return { form, status, onSubmit, summaryErrors, fieldProps }
}
