import { useSuspenseQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { Container } from '../../components/layout/Container.tsx'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { ContactNote } from '../../components/ui/ContactNote.tsx'
import { siteSettingsQueryOptions } from '../../lib/content/siteQueries.ts'
import { usePageMeta } from '../../lib/routing/cmsPage.ts'
import { EnquiryFrame } from './EnquiryFrame.tsx'

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding-bottom: ${({ theme }) => theme.space[9]};
`

export function EnquiryPage() {
  const meta = usePageMeta()
  const { data: settings } = useSuspenseQuery(siteSettingsQueryOptions())
  return (
    <>
      <PageIntro eyebrow="Begin your journey" heading={meta?.heading ?? 'Enquire'} intro={meta?.intro} />
      <Container $narrow>
        <Body>
          {settings?.enquiryFormUrl ? <EnquiryFrame src={settings.enquiryFormUrl} /> : null}
          {settings ? <ContactNote lead="Form not loading?" phone={settings.phone} email={settings.email} /> : null}
        </Body>
      </Container>
    </>
  )
}
