import { useSuspenseQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { Container } from '../../components/layout/Container.tsx'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { ContactNote } from '../../components/ui/ContactNote.tsx'
import { ButtonLink } from '../../components/ui/Button.tsx'
import { siteSettingsQueryOptions } from '../../lib/content/siteQueries.ts'
import { usePageMeta } from '../../lib/routing/cmsPage.ts'

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
`

const Note = styled(ContactNote)`
  padding-bottom: ${({ theme }) => theme.space[9]};
`

/** 'Inquiry Sent!': the router scrolls every new page to the top, so the thanks is what they see. */
export function ThankYouPage() {
  const meta = usePageMeta()
  const { data: settings } = useSuspenseQuery(siteSettingsQueryOptions())
  return (
    <>
      <PageIntro
        heading={meta?.heading ?? 'Inquiry Sent!'}
        intro={meta?.intro ?? 'Thank you for reaching out. We will be in touch within 12 hours.'}
      >
        <Actions>
          <ButtonLink to="/">Back to Home</ButtonLink>
          <ButtonLink to="/portfolio" $variant="outline">
            View Portfolio
          </ButtonLink>
        </Actions>
      </PageIntro>
      <Container $narrow>{settings ? <Note lead="Something urgent?" phone={settings.phone} /> : null}</Container>
    </>
  )
}
