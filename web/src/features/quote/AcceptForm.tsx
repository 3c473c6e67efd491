import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../components/ui/Button.tsx'
import { Actions } from '../../forms/formLayout.ts'
import { postQuoteAction, type ActionResult } from './quoteApi.ts'
import { Notice } from './quoteStyles.ts'
import { SignatureForm } from './SignatureFields.tsx'

const FORM_ID = 'accept-quote'

const RefusalBox = styled(Notice)`
  margin-top: ${({ theme }) => theme.space[5]};
`
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
  return (
    <SignatureForm
      formId={FORM_ID}
      agreeMessage={AGREE_TERMS}
      agreeLabel={
        <>
          I accept this quote under the{' '}
          <Link to="/hire-terms" target="_blank">
            hire terms
          </Link>
          . If I cancel within 48 hours of the event, the deposit is kept.
        </>
      }
      onSign={async (values, placeErrors) => {
        setRefusal(undefined)
        const result = await postQuoteAction(token, 'accept', { fullName: values.fullName, agreeTerms: true })
        if (result.ok) return onGo(result.url ?? window.location.href)
        if (result.kind === 'invalid') placeErrors(result.fields)
        else {
          setRefusal(result)
          if (result.kind === 'refused' && (result.status === 409 || result.status === 410)) onRefused()
        }
        throw new Error(result.kind)
      }}
    >
      {(submitting) => (
        <>
          <div role="alert">{refusal ? <RefusalNotice refusal={refusal} /> : null}</div>
          <Actions>
            <Button type="submit" disabled={submitting} onMouseDown={(event) => event.preventDefault()}>
              {submitting ? 'Opening secure payment...' : label}
            </Button>
          </Actions>
        </>
      )}
    </SignatureForm>
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
