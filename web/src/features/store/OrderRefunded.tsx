import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { Actions, BackToStore } from './storeForms.tsx'

/**
 * What a refunded order's links and success URL show instead of a file: the server sends them here after
 * a full refund (server/store/downloadRoute.ts and completeRoute.ts), with nothing to download or ask for.
 */
export function OrderRefunded() {
  return (
    <PageIntro
      heading="This order was refunded"
      intro="We have refunded this purchase, so its guide can no longer be downloaded. Questions? Contact us."
    >
      <Actions>
        <BackToStore />
      </Actions>
    </PageIntro>
  )
}
