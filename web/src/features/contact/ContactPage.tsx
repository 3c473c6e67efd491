import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { WithSidebar } from '../../components/layout/WithSidebar.tsx'
import { usePageMeta } from '../../lib/routing/cmsPage.ts'
import { ContactDetails } from './ContactDetails.tsx'
import { ContactForm } from './ContactForm.tsx'

/** /contact (Let's Connect): the form, with the response promise and the phone for urgent matters beside it. */
export function ContactPage() {
  const meta = usePageMeta()
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
