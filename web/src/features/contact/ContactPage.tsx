import { useSuspenseQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { pageMetaQueryOptions } from '../../lib/content/siteQueries.ts'
import { ContactDetails } from './ContactDetails.tsx'
import { ContactForm } from './ContactForm.tsx'

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter} ${({ theme }) => theme.space[9]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(20rem, 24rem);
    gap: ${({ theme }) => theme.space[8]};
    align-items: start;
  }
`

/** /contact (Let's Connect): the form, with the response promise and the phone for urgent matters beside it. */
export function ContactPage() {
  const { data: meta } = useSuspenseQuery(pageMetaQueryOptions('/contact'))
  return (
    <>
      <PageIntro eyebrow="Contact" heading={meta?.heading ?? "Let's Connect"} intro={meta?.intro} />
      <Layout>
        <ContactForm />
        <ContactDetails />
      </Layout>
    </>
  )
}
