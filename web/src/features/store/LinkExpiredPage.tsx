import styled from 'styled-components'
import { Container } from '../../components/layout/Container.tsx'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { OrderRefunded } from './OrderRefunded.tsx'
import { Actions, BackToStore, Notice } from './storeForms.tsx'
import { STORE_NOTICES } from './storeSearch.ts'

export type LinkExpiredSearch = { reason?: 'expired' | 'used' | 'refunded'; link?: string; sent?: boolean }

const Spacer = styled.div`
  padding-bottom: ${({ theme }) => theme.space[9]};
`

const INTRO = {
  expired: "Each order can be downloaded for 7 days, and this order's 7 days have passed.",
  used: 'Each order includes 5 downloads, whichever of its links is used, and this order has used them all.',
}

/**
 * Where an ended download link leads: one button emails a link to the order's allowance to the address the
 * guide was bought with (never to one typed here), so a forwarded link cannot be redirected to someone else.
 * A refunded order gets no offer.
 */
export function LinkExpiredPage({ search }: { search: LinkExpiredSearch }) {
  if (search.reason === 'refunded') return <OrderRefunded />
  return (
    <>
      <PageIntro
        heading="This download link has ended"
        intro={`${INTRO[search.reason ?? 'expired']} We can email its link again to the address you bought with; ask us if you need more.`}
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
