import styled from 'styled-components'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { WithSidebar } from '../../components/layout/WithSidebar.tsx'
import { ButtonLink } from '../../components/ui/Button.tsx'
import { usePageMeta } from '../../lib/routing/cmsPage.ts'
import { EventNoteFields } from '../../hire-list/EventNoteFields.tsx'
import { GuestPlanFields } from '../../hire-list/GuestPlanFields.tsx'
import { HireListLines } from '../../hire-list/HireListLines.tsx'
import { useEditableLineNotes } from '../../hire-list/useEditableLineNotes.tsx'
import { HireListTotals } from '../../hire-list/HireListTotals.tsx'
import { ShareList } from '../../hire-list/ShareList.tsx'
import { useHireListLines } from '../../hire-list/useHireListLines.ts'
import { ReserveNow } from './ReserveNow.tsx'
import { Actions, Summary, SummaryTitle } from './summaryPanel.ts'

const EventPanel = styled.div`
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`

/**
 * On to the inquiry, once the list has lines. Its own component, so a quantity changing (a stepper,
 * "Suggest quantities") renders it and the lines, not the page with its event and guest fields
 * (docs/decisions/0023).
 */
function ProceedToInquiry() {
  const { lines, isPending } = useHireListLines()
  return !isPending && lines.length > 0 ? (
    <ButtonLink to="/equipment-hire-inquiry">Proceed to Inquiry</ButtonLink>
  ) : null
}

/**
 * The list's rows with their notes. Its own component: the notes follow the event date (what each
 * line may hold on it), so each key of the date renders the rows, not the page (docs/decisions/0023).
 */
function EditableLines() {
  const lineNotes = useEditableLineNotes()
  return <HireListLines editable lineNotes={lineNotes} />
}

/**
 * Your Hire Equipment List: editable rows, the estimate, the event date and venue noted with the list,
 * Reserve now when the list passes the rules, the way on to the inquiry and "Share this list".
 */
export function HireListPage() {
  const meta = usePageMeta()
  return (
    <>
      <PageIntro eyebrow="Equipment hire" heading={meta?.heading ?? 'Your Hire Equipment List'} intro={meta?.intro} />
      <WithSidebar $side="22rem">
        <section aria-label="Items in your list">
          <EditableLines />
        </section>
        <Summary aria-labelledby="hire-list-summary">
          <SummaryTitle id="hire-list-summary">Summary</SummaryTitle>
          <HireListTotals />
          <EventPanel>
            <EventNoteFields />
          </EventPanel>
          <EventPanel>
            <GuestPlanFields />
          </EventPanel>
          <Actions>
            <ReserveNow />
            <ProceedToInquiry />
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
