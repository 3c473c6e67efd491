import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/ui/Button.tsx'
import { formatBusinessDateTime } from '../../../lib/time/businessDay.ts'
import { formatCents } from '../../../pricing/money.ts'
import { Card, CardTitle, Facts, Muted } from '../quoteStyles.ts'
import type { AppliedChange, PendingChange } from '../../../booking/changeView.ts'
import { resumeChangePayment } from './changeApi.ts'

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
    padding-bottom: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
  span:last-child {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.inkSoft};
    white-space: nowrap;
  }
`

const Entries = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`

const When = styled.h3`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.goldText};
  margin-bottom: ${({ theme }) => theme.space[3]};
`

type Change = Pick<PendingChange, 'at' | 'by' | 'lines' | 'beforeCents' | 'afterCents'>

/** "Crossback Timber Chair: 80 to 100", a line of a change as the couple and staff read it. */
export function ChangedLines({ lines, label }: { lines: Change['lines']; label: string }) {
  return (
    <Lines aria-label={label}>
      {lines.map((line) => (
        <li key={line.name}>
          <span>{line.name}</span>
          <span>{line.to === 0 ? `${line.from} to none` : `${line.from} to ${line.to}`}</span>
        </li>
      ))}
    </Lines>
  )
}

function Totals({ change, children }: { change: Change; children?: React.ReactNode }) {
  return (
    <Facts>
      <div>
        <dt>Total before</dt>
        <dd>{formatCents(change.beforeCents)}</dd>
      </div>
      <div>
        <dt>Total after</dt>
        <dd>{formatCents(change.afterCents)}</dd>
      </div>
      {children}
    </Facts>
  )
}

const signed = (change: Change) => `${change.by}, ${formatBusinessDateTime(new Date(change.at))}`

/**
 * Back to Stripe's page for a change waiting for its difference (the couple left it): the same session,
 * or the page's return once it was paid; one that ended is dropped and the quote read again.
 */
function PayAgain({
  token,
  onGo,
  onEnded,
}: {
  token: string
  onGo: (url: string) => void
  onEnded: (message: string) => void
}) {
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<string>()
  const pay = async () => {
    setBusy(true)
    setSaid(undefined)
    const result = await resumeChangePayment(token)
    if (result.ok && result.value.outcome === 'pay') return onGo(result.value.url)
    setBusy(false)
    if (result.ok) return
    if (result.kind === 'refusal') return onEnded(result.refusal.message)
    setSaid(result.kind === 'failed' ? result.message : 'The payment page could not be opened. Please try again.')
  }
  return (
    <>
      <Button type="button" disabled={busy} onClick={() => void pay()}>
        {busy ? 'Opening the payment page…' : 'Pay the difference'}
      </Button>
      <p role="alert">{said}</p>
    </>
  )
}

/** A change sent and not yet settled: with our team to approve, or waiting for the couple's payment. */
export function PendingChangeCard({
  pending,
  token,
  onGo,
  onEnded,
}: {
  pending: PendingChange
  token: string
  onGo: (url: string) => void
  onEnded: (message: string) => void
}) {
  const withStaff = pending.state === 'with-staff'
  return (
    <Card aria-labelledby="change-pending">
      <CardTitle id="change-pending">{withStaff ? 'Waiting for our team' : 'Waiting for your payment'}</CardTitle>
      <Muted>
        {withStaff
          ? `You asked for this change (${signed(pending)}). Our team will look at it and email you; until then your booking stands as it is.`
          : `You confirmed this change (${signed(pending)}). It applies as soon as your payment of the difference reaches us.`}
      </Muted>
      <ChangedLines lines={pending.lines} label="Lines asked for" />
      <Totals change={pending} />
      {withStaff ? null : <PayAgain token={token} onGo={onGo} onEnded={onEnded} />}
    </Card>
  )
}

/** "Changes to your booking": every change applied, newest first, with what it cost or gave back. */
export function AppliedChanges({ applied }: { applied: readonly AppliedChange[] }) {
  return (
    <Card aria-labelledby="change-applied">
      <CardTitle id="change-applied">Changes to your booking</CardTitle>
      <Entries>
        {applied.map((change) => (
          <li key={change.at}>
            <When>{signed(change)}</When>
            <ChangedLines lines={change.lines} label={`Changed ${formatBusinessDateTime(new Date(change.at))}`} />
            <Totals change={change}>
              {change.feesKeptCents > 0 ? (
                <div>
                  <dt>Cancellation fees kept</dt>
                  <dd>{formatCents(change.feesKeptCents)}</dd>
                </div>
              ) : null}
              {change.refundCents > 0 ? (
                <div>
                  <dt>Refunded to your card</dt>
                  <dd>{formatCents(change.refundCents)}</dd>
                </div>
              ) : null}
            </Totals>
          </li>
        ))}
      </Entries>
    </Card>
  )
}
