import { useRouteContext } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import styled from 'styled-components'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { WithSidebar } from '../../components/layout/WithSidebar.tsx'
import { ButtonLink } from '../../components/ui/Button.tsx'
import { HireListTotals } from '../../hire-list/HireListTotals.tsx'
import { HireListLines } from '../../hire-list/HireListLines.tsx'
import { useReserveCheck } from '../../hire-list/useReserveCheck.ts'
import { formatCents } from '../../pricing/money.ts'

// The form and its kit load after the page: they are the page's weight, and the summary is what it shows first.
const ReserveForm = lazy(() => import('./ReserveForm.tsx').then((module) => ({ default: module.ReserveForm })))

const FormPlaceholder = styled.div`
  min-height: 40rem;
`

const Summary = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.line};
`

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`

/** Reached while the server takes no reservations (an old link, a typed address): the inquiry instead. */
function NotOpen() {
  return (
    <>
      <PageIntro
        eyebrow="Equipment hire"
        heading="Reserve your hire"
        intro="Reserving online is not open just now. Send us your hire list as an inquiry and our team will confirm your date and pieces with you."
      />
      <Actions>
        <ButtonLink to="/equipment-hire-inquiry">Send an inquiry</ButtonLink>
        <ButtonLink to="/hire-list" $variant="outline">
          Back to your hire list
        </ButtonLink>
      </Actions>
    </>
  )
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[8]};
`

/**
 * /reserve: the list, the deposit held and the total, and the form. A list that no longer passes the
 * rules (changed in another tab, a date inside the notice) says why and leads back to the hire list.
 */
export function ReservePage({ onGo }: { onGo?: (url: string) => void } = {}) {
  const reserving = useRouteContext({ from: '__root__', select: (context) => context.reserving === true })
  const { answer, offered, pickup } = useReserveCheck()
  if (!reserving) return <NotOpen />
  const words = answer.reservable ? [] : answer.reasons.flatMap((reason) => (reason.words ? [reason.words] : []))
  return (
    <>
      <PageIntro
        eyebrow="Equipment hire"
        heading="Reserve your hire"
        intro="Your pieces are held for your date and the deposit is held on your card. Our team accepts your booking before anything is charged."
      />
      <WithSidebar $side="22rem">
        <Suspense fallback={<FormPlaceholder aria-busy="true" />}>
          <ReserveForm onGo={onGo} />
        </Suspense>
        <Summary aria-labelledby="reserve-summary">
          <h2 id="reserve-summary">Your list</h2>
          <HireListLines editable={false} />
          <HireListTotals />
          {answer.reservable ? (
            <Figures>
              <dt>Total{pickup ? ', for pickup' : ''}</dt>
              <dd>{formatCents(answer.totalCents)}</dd>
              <dt>Deposit held now</dt>
              <dd>{formatCents(answer.depositCents)}</dd>
            </Figures>
          ) : offered && words.length > 0 ? (
            <Note role="status">{words.join('. ')}.</Note>
          ) : null}
          <Note>The deposit is charged only once our team accepts; if they decline, the hold is released.</Note>
          <ButtonLink to="/hire-list" $variant="outline">
            Back to your hire list
          </ButtonLink>
        </Summary>
      </WithSidebar>
    </>
  )
}
