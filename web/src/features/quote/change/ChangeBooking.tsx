import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/ui/Button.tsx'
import { clearChangeDraft, readChangeDraft } from '../../../booking/changeDraft.ts'
import { Card, CardTitle, Muted, Notice } from '../quoteStyles.ts'
import { AppliedChanges, PendingChangeCard } from './ChangeHistory.tsx'
import type { ChangeOutcome } from './changeApi.ts'
import type { QuoteView } from '../../../booking/quoteView.ts'

/** The form is its own chunk, loaded when the couple open it: the quote page's script stays within its budget. */
const ChangeForm = lazy(() => import('./ChangeForm.tsx').then((module) => ({ default: module.ChangeForm })))

const Opener = styled.div`
  justify-self: start;
  ${({ theme }) => theme.media.belowLg} {
    justify-self: stretch;
    display: grid;
  }
`

const Said = styled.div`
  scroll-margin-top: calc(${({ theme }) => `${theme.layout.headerHeight} + ${theme.space[5]}`});
  &:empty {
    display: none;
  }
  &:focus {
    outline: none;
  }
`

const SAID: Record<ChangeOutcome, string> = {
  applied: 'Your booking is changed. We have emailed you the booking as it was and as it is now.',
  requested: 'Your change is with our team. We will email you once they have looked at it.',
}

/** The draft changes in this tab only by this page's own hand: nothing to subscribe to. */
const noChanges = () => () => {}

type Props = {
  token: string
  view: QuoteView & { change: NonNullable<QuoteView['change']> }
  onGo: (url: string) => void
  reload: () => void
}

/**
 * Final numbers on the quote page of a confirmed booking (booking/changeView.ts): the changes applied, the
 * one waiting, and "Change my booking", which opens the change form (its own chunk). A change being made
 * in this tab (its draft, kept while the couple add pieces from the hire range) opens it again on return.
 */
export function ChangeBooking({ token, view, onGo, reload }: Props) {
  const { offered, pending, applied } = view.change
  // The couple's own open or close; until then a change being made in this tab opens the form.
  const [choice, setChoice] = useState<boolean>()
  const [said, setSaid] = useState<ChangeOutcome>()
  // The change waiting for payment ended unpaid when the couple went back to pay: said here, as the card goes.
  const [ended, setEnded] = useState<string>()
  const opener = useRef<HTMLButtonElement>(null)
  const saidBox = useRef<HTMLDivElement>(null)
  const canChange = offered && !pending
  // Read once the page is live (the server and hydration see none), as the hire list is.
  const drafted = useSyncExternalStore(
    noChanges,
    () => !!readChangeDraft(token),
    () => false,
  )
  const resumes = canChange && drafted
  const open = choice ?? resumes
  const returning = choice === undefined && resumes

  const close = (outcome?: ChangeOutcome) => {
    setChoice(false)
    if (!outcome) {
      clearChangeDraft(token)
      opener.current?.focus()
      return
    }
    setSaid(outcome)
    reload()
  }

  // The form is gone (and the button too, while a change waits): focus goes to what is said instead.
  useEffect(() => {
    if (said) saidBox.current?.focus()
  }, [said])

  return (
    <>
      <Said role="status" ref={saidBox} tabIndex={-1}>
        {said ? (
          <Notice $tone="success">
            <p>{SAID[said]}</p>
          </Notice>
        ) : ended ? (
          <Notice $tone="info">
            <p>{ended}</p>
          </Notice>
        ) : null}
      </Said>
      {pending ? (
        <PendingChangeCard
          pending={pending}
          token={token}
          onGo={onGo}
          onEnded={(message) => {
            setEnded(message)
            saidBox.current?.focus()
            reload()
          }}
        />
      ) : null}
      {canChange ? (
        <Card aria-labelledby="change-booking">
          <CardTitle id="change-booking">Final numbers</CardTitle>
          <Muted>
            RSVPs back, tables merged, one more arbour? Change your quantities, add pieces or plan again by guests. You
            see the new figures before anything changes.
          </Muted>
          <Opener>
            <Button
              ref={opener}
              type="button"
              $variant={open ? 'outline' : 'solid'}
              aria-expanded={open}
              aria-controls="change-form"
              onClick={() => (open ? close() : (setSaid(undefined), setChoice(true)))}
            >
              {open ? 'Close the change' : 'Change my booking'}
            </Button>
          </Opener>
          <div id="change-form">
            {open ? (
              <Suspense fallback={<Muted aria-busy="true">Loading your booking…</Muted>}>
                <ChangeForm
                  token={token}
                  eventDate={view.eventDate}
                  returning={returning}
                  paidInFull={view.state === 'paid'}
                  onGo={onGo}
                  onDone={close}
                  onStale={reload}
                />
              </Suspense>
            ) : null}
          </div>
        </Card>
      ) : null}
      {applied.length > 0 ? <AppliedChanges applied={applied} /> : null}
    </>
  )
}
