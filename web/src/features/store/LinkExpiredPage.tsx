import styled from 'styled-components'
import { Container } from '../../components/layout/Container.tsx'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { Actions, BackToStore, Notice } from './storeForms.tsx'
import { STORE_NOTICES } from './storeSearch.ts'

export type LinkExpiredSearch = { reason?: 'expired' | 'used'; link?: string; sent?: boolean }

const Spacer = styled.div`
  padding-bottom: ${({ theme }) => theme.space[9]};
`

const INTRO = {
  expired: 'Download links last 7 days, and this one has run out.',
  used: 'Each download link works 5 times, and this one has been used up.',
}

/**
 * Where an expired or used-up download link leads: one button emails a fresh link to the address the
 * guide was bought with (never to one typed here), so a forwarded link cannot be renewed by someone else.
 */
export function LinkExpiredPage({ search }: { search: LinkExpiredSearch }) {
  return (
    <>
      <PageIntro
        heading="This download link has ended"
        intro={`${INTRO[search.reason ?? 'expired']} We can email a fresh one to the address you bought with.`}
      >
        {search.sent ? null : (
          <Actions as="form" method="post" action="/api/store/links">
            <input type="hidden" name="link" value={search.link ?? ''} />
            <Button type="submit">Email me a fresh link</Button>
            <BackToStore />
          </Actions>
        )}
      </PageIntro>
      <Container $narrow>
        <Spacer>{search.sent ? <Notice role="status">{STORE_NOTICES.sent}</Notice> : null}</Spacer>
      </Container>
    </>
  )
}
