import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container } from '../../components/layout/Container.tsx'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { ButtonLink } from '../../components/ui/Button.tsx'
import { ContactNote } from '../../components/ui/ContactNote.tsx'
import { siteSettingsQueryOptions } from '../../lib/content/siteQueries.ts'

const Spacer = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[5]};
  padding-bottom: ${({ theme }) => theme.space[9]};
`

/** A page of the quote's own with no quote to show (a mistyped or altered link, a fault): the way on is to ask us. */
export function QuoteProblem({ heading, intro, children }: { heading: string; intro: string; children?: ReactNode }) {
  const { data: site } = useQuery(siteSettingsQueryOptions())
  return (
    <>
      <PageIntro eyebrow="Your quote" heading={heading} intro={intro} />
      <Container $narrow>
        <Spacer>
          {children}
          {site?.phone ? (
            <ContactNote lead="We can send it again." phone={site.phone} email={site.email ?? undefined} />
          ) : null}
        </Spacer>
      </Container>
    </>
  )
}

export function QuoteNotFound() {
  return (
    <QuoteProblem
      heading="This quote link is not valid"
      intro="The link may be incomplete or mistyped: open it again from our email, or contact us and we will resend it."
    >
      <ButtonLink to="/contact" $variant="outline">
        Contact us
      </ButtonLink>
    </QuoteProblem>
  )
}
