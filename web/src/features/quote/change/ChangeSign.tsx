import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/ui/Button.tsx'
import { clearChangeDraft } from '../../../booking/changeDraft.ts'
import type { ChangeRefusal, ChangeRequestLine } from '../../../booking/changeView.ts'
import { Notice } from '../quoteStyles.ts'
import { SignatureForm } from '../SignatureFields.tsx'
import { submitChange, type ChangeOutcome, type ChangeProblem } from './changeApi.ts'

const FORM_ID = 'change-booking-sign'

/** The server's own words for the box (server/change/changeBody.ts), said before it is asked. */
const AGREE_TERMS = 'Agree to the hire terms to send your change.'

const Said = styled.div`
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space[5]};
  }
`

const Buttons = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.belowLg} {
    display: grid;
  }
`

/** A 409's words and the lines it names: short on the date, refused by the policy. */
export function RefusalNotice({ refusal }: { refusal: ChangeRefusal }) {
  return (
    <Notice $tone="error">
      <p>{refusal.message}</p>
      {refusal.lines.length > 0 ? (
        <ul aria-label="Lines that cannot change">
          {refusal.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </Notice>
  )
}

type Failure = Exclude<ChangeProblem, { kind: 'invalid' }> | { kind: 'other-fields'; messages: string[] }

/**
 * The change signed: the couple's full name typed and the hire terms agreed again, then `POST …/change`.
 * Applied or sent to staff, the page reads the quote again; a difference to pay goes to Stripe's page. A
 * refusal keeps what was typed, and says why with the lines it is about.
 */
export function ChangeSign({
  token,
  lines,
  onGo,
  onDone,
  onStale,
  onBack,
}: {
  token: string
  lines: readonly ChangeRequestLine[]
  onGo: (url: string) => void
  onDone: (outcome: ChangeOutcome) => void
  onStale: () => void
  onBack: () => void
}) {
  const [failure, setFailure] = useState<Failure>()
  return (
    <SignatureForm
      formId={FORM_ID}
      agreeMessage={AGREE_TERMS}
      agreeLabel={
        <>
          I agree to this change under the{' '}
          <Link to="/hire-terms" target="_blank">
            hire terms
          </Link>
          , with the figures and fees shown above.
        </>
      }
      onSign={async (values, placeErrors) => {
        setFailure(undefined)
        const result = await submitChange(token, { lines: [...lines], fullName: values.fullName, agreeTerms: true })
        if (result.ok) {
          clearChangeDraft(token)
          const answer = result.value
          return answer.outcome === 'pay' ? onGo(answer.url) : onDone(answer.outcome)
        }
        if (result.kind === 'invalid') {
          const rest = Object.values(placeErrors(result.fields))
          if (rest.length) setFailure({ kind: 'other-fields', messages: rest })
        } else {
          setFailure(result)
          const error = result.kind === 'refusal' ? result.refusal.error : undefined
          if (error === 'change-open' || error === 'closed') onStale()
        }
        throw new Error(result.kind)
      }}
    >
      {(submitting) => (
        <>
          <Said role="alert">
            {failure?.kind === 'refusal' ? (
              <RefusalNotice refusal={failure.refusal} />
            ) : failure ? (
              <Notice $tone="error">
                <p>{failure.kind === 'other-fields' ? failure.messages.join(' ') : failure.message}</p>
              </Notice>
            ) : null}
          </Said>
          <Buttons>
            <Button type="submit" disabled={submitting} onMouseDown={(event) => event.preventDefault()}>
              {submitting ? 'Confirming…' : 'Confirm changes'}
            </Button>
            <Button type="button" $variant="outline" disabled={submitting} onClick={onBack}>
              Back to your lines
            </Button>
          </Buttons>
        </>
      )}
    </SignatureForm>
  )
}
