import styled from 'styled-components'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { WithSidebar } from '../../components/layout/WithSidebar.tsx'
import { ButtonLink } from '../../components/ui/Button.tsx'
import { usePageMeta } from '../../lib/routing/cmsPage.ts'
import { EventNoteFields } from '../../hire-list/EventNoteFields.tsx'
import { HireListLines } from '../../hire-list/HireListLines.tsx'
import { HireListTotals } from '../../hire-list/HireListTotals.tsx'
import { ShareList } from '../../hire-list/ShareList.tsx'
import { useHireListLines } from '../../hire-list/useHireListLines.ts'

const Summary = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.line};
  box-shadow: ${({ theme }) => theme.shadows.soft};
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[5]});
  }
`

const SummaryTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  color: ${({ theme }) => theme.colors.maroon};
`

const EventPanel = styled.div`
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`

/**
 * Your Hire Equipment List: editable rows, the estimate, the event date and venue noted with the list,
 * the way on to the inquiry and "Share this list".
 */
export function HireListPage() {
  const meta = usePageMeta()
  const { lines, isPending } = useHireListLines()
  return (
    <>
      <PageIntro eyebrow="Equipment hire" heading={meta?.heading ?? 'Your Hire Equipment List'} intro={meta?.intro} />
      <WithSidebar $side="22rem">
        <section aria-label="Items in your list">
          <HireListLines editable />
        </section>
        <Summary aria-labelledby="hire-list-summary">
          <SummaryTitle id="hire-list-summary">Summary</SummaryTitle>
          <HireListTotals />
          <EventPanel>
            <EventNoteFields />
          </EventPanel>
          <Actions>
            {!isPending && lines.length > 0 ? (
              <ButtonLink to="/equipment-hire-inquiry">Proceed to Inquiry</ButtonLink>
            ) : null}
            <ShareList />
            <ButtonLink to="/hire-range" $variant="outline">
              View Hire Range
            </ButtonLink>
          </Actions>
        </Summary>
      </WithSidebar>
    </>
  )
}
