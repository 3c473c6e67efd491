import styled from 'styled-components'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { WithSidebar } from '../../components/layout/WithSidebar.tsx'
import { usePageMeta } from '../../lib/routing/cmsPage.ts'
import { useHireListLines } from '../../hire-list/useHireListLines.ts'
import { HireListPrompt } from './HireListPrompt.tsx'
import { InquiryForm } from './InquiryForm.tsx'
import { OrderSummary } from './OrderSummary.tsx'
import { SideBarPlaceholder } from './sideBar.ts'

const Layout = styled(WithSidebar)`
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-areas: 'form side';
    column-gap: ${({ theme }) => theme.space[8]};
  }
`

/** First in the page on phones (what the inquiry is about); the right-hand column on large screens. */
const Side = styled.div`
  ${({ theme }) => theme.media.lg} {
    grid-area: side;
    align-self: stretch;
  }
`

const Main = styled.div`
  ${({ theme }) => theme.media.lg} {
    grid-area: form;
  }
`

/** /equipment-hire-inquiry: the form, with the order summary from the hire list beside it. */
export function InquiryPage() {
  const meta = usePageMeta()
  const { lines, isPending } = useHireListLines()
  return (
    <>
      <PageIntro eyebrow="Equipment Hire" heading={meta?.heading ?? 'Equipment Hire Inquiry'} intro={meta?.intro} />
      <Layout $side="minmax(22rem, 26rem)">
        <Side>
          {isPending ? (
            <SideBarPlaceholder aria-hidden="true" />
          ) : lines.length > 0 ? (
            <OrderSummary />
          ) : (
            <HireListPrompt />
          )}
        </Side>
        <Main>
          <InquiryForm />
        </Main>
      </Layout>
    </>
  )
}
