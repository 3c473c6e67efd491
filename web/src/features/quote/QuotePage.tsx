import { useQuery, useQueryClient } from '@tanstack/react-query'
import styled from 'styled-components'
import { Container } from '../../components/layout/Container.tsx'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { formatEventDay } from '../../availability/calendarDay.ts'
import { AcceptForm } from './AcceptForm.tsx'
import { ChangeBooking } from './change/ChangeBooking.tsx'
import { howDue } from '../../booking/amounts.ts'
import { DueNote } from './DueNote.tsx'
import { PiecesWent } from './PiecesWent.tsx'
import { CancelledPlan, DepositPlan, PaidPlan } from './PaymentPlan.tsx'
import { AskFreshQuote, PayBalance } from './QuoteActions.tsx'
import { QuoteChanges } from './QuoteChanges.tsx'
import { QuoteDetails } from './QuoteDetails.tsx'
import { QuoteFiguresTable } from './QuoteFiguresTable.tsx'
import { QuoteNotFound, QuoteProblem } from './QuoteNotFound.tsx'
import { ReservedPlan } from './ReservedPlan.tsx'
import { quoteQueryOptions } from './quoteQuery.ts'
import { Area, Card, CardTitle, Muted, Notice, QuoteLayout } from './quoteStyles.ts'
import type { QuoteView } from '../../booking/quoteView.ts'

const Announce = styled.div`
  &:not(:empty) {
    margin-bottom: ${({ theme }) => theme.space[6]};
  }
`

/** Back from Stripe: what was paid (a change's difference is `change`), and the session to settle first. */
export type QuoteSearch = { paid?: 'deposit' | 'balance' | 'change'; session_id?: string }

/** Back from Stripe the page asks again this often, this many times, for the webhook or the settle to land. */
export const CONFIRM_POLL = { everyMs: 2_000, times: 15 }

const moved = (view: QuoteView, paid: QuoteSearch['paid']) =>
  paid === 'change'
    ? view.change?.pending?.state !== 'paying'
    : paid === 'balance'
      ? view.state === 'paid'
      : view.state === 'confirmed' || view.state === 'paid'
/** The payment has reached us: it moved the quote on, or was refunded because the pieces had gone. */
const landed = (view: QuoteView, paid: QuoteSearch['paid']) => view.piecesWent === true || moved(view, paid)

type Props = { token: string; search: QuoteSearch; onGo?: (url: string) => void }

/**
 * "Your quote" (/quote/{token}): the couple's quote as staff left it, and the one thing to do next in
 * each state: accept and pay the deposit, ask for a fresh quote, pay the balance. Rendered on the server
 * for each request with the quote in it (the route's loader), never cached; every figure is the server's.
 */
export function QuotePage({ token, search, onGo = (url) => window.location.assign(url) }: Props) {
  const options = quoteQueryOptions(token, search.session_id)
  const fetches = useQueryClient().getQueryState(options.queryKey)?.dataUpdateCount ?? 0
  const query = useQuery({
    ...options,
    refetchInterval: (q) => {
      const data = q.state.data
      const waiting = search.paid && data?.found && !landed(data.view, search.paid)
      return waiting && q.state.dataUpdateCount < CONFIRM_POLL.times ? CONFIRM_POLL.everyMs : false
    },
  })
  const answer = query.data
  const waiting = !!search.paid && answer?.found === true && !landed(answer.view, search.paid)
  const polling = waiting && fetches < CONFIRM_POLL.times

  if (query.isPending) return <Loading />
  if (query.isError || !answer)
    return (
      <QuoteProblem
        heading="Your quote cannot be shown just now"
        intro="Our booking system did not answer. Nothing has changed on your quote: please try again in a minute."
      >
        <Button type="button" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </QuoteProblem>
    )
  if (!answer.found) return <QuoteNotFound />
  if (polling)
    return (
      <div role="status">
        <PageIntro
          eyebrow="Your quote"
          heading="Confirming your payment…"
          intro="Stripe has your payment; this page updates as soon as it reaches us. It takes a few seconds."
        />
      </div>
    )
  return (
    <QuoteBody
      token={token}
      view={answer.view}
      paid={search.paid}
      stillConfirming={waiting}
      onGo={onGo}
      reload={() => void query.refetch()}
    />
  )
}

function Loading() {
  return (
    <div aria-busy="true">
      <PageIntro eyebrow="Your quote" heading="Your quote" intro="Loading your quote…" />
      <Container>
        <QuoteLayout />
      </Container>
    </div>
  )
}

const INTRO: Record<QuoteView['state'], (view: QuoteView) => { heading: string; intro: string }> = {
  open: (view) => ({
    heading: 'Your quote',
    intro: `Hello ${view.name}, here is our quote for ${formatEventDay(view.eventDate)}. Accept it and pay the deposit to hold your pieces for the day.`,
  }),
  expired: (view) => ({
    heading: `This quote expired on ${formatEventDay(view.validUntil)}`,
    intro: 'It can no longer be accepted or paid. Ask us for a fresh quote and we will send you a new link.',
  }),
  confirmed: (view) => ({
    heading: 'Booking confirmed',
    intro: `Thank you, ${view.name}. Your pieces are held for ${formatEventDay(view.eventDate)}.`,
  }),
  paid: (view) => ({
    heading: 'Paid in full',
    intro: `Thank you, ${view.name}. Everything is paid for ${formatEventDay(view.eventDate)}; we look forward to your day.`,
  }),
  cancelled: (view) =>
    view.reservation
      ? {
          heading: 'We could not take this booking',
          intro: `Sorry, ${view.name}: nothing was charged, and the hold on your card is released. Send us an inquiry and we will help you find another way.`,
        }
      : {
          heading: 'This booking was cancelled',
          intro: 'Nothing can be paid on it. If you did not expect this, please contact us.',
        },
  reserved: (view) => ({
    heading: `Reserved: our team confirms within ${view.reservation?.windowHours ?? 48} hours`,
    intro: `Thank you, ${view.name}. Your pieces are held for ${formatEventDay(view.eventDate)} and the deposit is held on your card, not charged, until we confirm.`,
  }),
}

type BodyProps = {
  token: string
  view: QuoteView
  paid?: QuoteSearch['paid']
  stillConfirming: boolean
  onGo: (url: string) => void
  reload: () => void
}

function QuoteBody({ token, view, paid, stillConfirming, onGo, reload }: BodyProps) {
  const { heading, intro } = INTRO[view.state](view)
  const changed = view.changed && view.accepted ? { ...view, accepted: view.accepted } : undefined
  const standing = view.state === 'open' || view.state === 'expired' ? view.current : (view.accepted ?? view.current)
  return (
    <>
      <PageIntro eyebrow="Your quote" heading={heading} intro={intro} />
      <Container>
        <Announce role="status">
          {stillConfirming ? (
            <Notice>
              <p>
                Your payment is still being confirmed. We will email your receipt as soon as it is; reload this page in
                a minute to see it here.
              </p>
            </Notice>
          ) : paid && moved(view, paid) ? (
            <Notice $tone="success">
              <p>
                {paid === 'change'
                  ? 'Payment received, thank you. Your booking is changed; your receipt is on its way by email.'
                  : 'Payment received, thank you. Your receipt is on its way by email.'}
              </p>
            </Notice>
          ) : null}
        </Announce>
        <QuoteLayout>
          <Area $area="figures">
            {changed ? (
              <QuoteChanges view={changed} />
            ) : (
              <Card aria-label="The quote">
                <QuoteFiguresTable
                  caption={view.state === 'open' || view.state === 'expired' ? 'Your quote' : 'Your booking'}
                  figures={standing}
                />
              </Card>
            )}
            {view.change ? (
              <ChangeBooking token={token} view={{ ...view, change: view.change }} onGo={onGo} reload={reload} />
            ) : null}
          </Area>
          <Area $area="next">
            <NextStep token={token} view={view} onGo={onGo} reload={reload} />
          </Area>
          <Area $area="details">
            <QuoteDetails view={view} />
          </Area>
        </QuoteLayout>
      </Container>
    </>
  )
}

function NextStep({ token, view, onGo, reload }: Pick<BodyProps, 'token' | 'view' | 'onGo' | 'reload'>) {
  if (view.state === 'open')
    return (
      <Card aria-labelledby="quote-accept">
        <CardTitle id="quote-accept">Accept and pay</CardTitle>
        <PiecesWent view={view} />
        <DepositPlan view={view} />
        <Muted>Valid until {formatEventDay(view.validUntil)}. Payment is by card through Stripe.</Muted>
        {howDue(view.dueCents) === 'online' ? (
          <AcceptForm token={token} label="Accept and pay deposit" onGo={onGo} onRefused={reload} />
        ) : (
          <DueNote view={view} />
        )}
      </Card>
    )
  if (view.state === 'expired')
    return (
      <Card aria-labelledby="quote-fresh">
        <CardTitle id="quote-fresh">A fresh quote</CardTitle>
        <PiecesWent view={view} />
        <Muted>We will check the pieces are still free on your date and send you a new quote with a new link.</Muted>
        <AskFreshQuote token={token} />
      </Card>
    )
  if (view.state === 'reserved' || (view.state === 'cancelled' && view.reservation)) return <ReservedPlan view={view} />
  if (view.state === 'cancelled') return <CancelledPlan view={view} />
  return (
    <>
      <Card aria-labelledby="quote-payments">
        <CardTitle id="quote-payments">Your payments</CardTitle>
        <PaidPlan view={view} />
        {view.state === 'confirmed' && howDue(view.dueCents) === 'online' ? (
          <PayBalance token={token} onGo={onGo} onRefused={reload} />
        ) : (
          <DueNote view={view} />
        )}
      </Card>
      {view.changed ? (
        <Card aria-labelledby="quote-reaccept">
          <CardTitle id="quote-reaccept">Accept the new quote</CardTitle>
          <AcceptForm token={token} label="Accept the new quote" onGo={onGo} onRefused={reload} />
        </Card>
      ) : null}
    </>
  )
}
