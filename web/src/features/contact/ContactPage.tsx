import { useSuspenseQuery } from '@tanstack/react-query'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { WithSidebar } from '../../components/layout/WithSidebar.tsx'
import { pageMetaQueryOptions } from '../../lib/content/siteQueries.ts'
import { ContactDetails } from './ContactDetails.tsx'
import { ContactForm } from './ContactForm.tsx'

/** /contact (Let's Connect): the form, with the response promise and the phone for urgent matters beside it. */
export function ContactPage() {
  const { data: meta } = useSuspenseQuery(pageMetaQueryOptions('/contact'))
  return (
    <>
      <PageIntro eyebrow="Contact" heading={meta?.heading ?? "Let's Connect"} intro={meta?.intro} />
      <WithSidebar>
        <ContactForm />
        <ContactDetails />
      </WithSidebar>
    </>
  )
}
