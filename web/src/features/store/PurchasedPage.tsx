import { useSuspenseQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { Container } from '../../components/layout/Container.tsx'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { ButtonAnchor } from '../../components/ui/Button.tsx'
import { OrderRefunded } from './OrderRefunded.tsx'
import { Actions, BackToStore } from './storeForms.tsx'
import { storeProductsQueryOptions } from './storeQueries.ts'

export type PurchasedSearch = { guide?: string; link?: string; status?: 'processing' | 'refunded' }

const Terms = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.inkSoft};
  padding-bottom: ${({ theme }) => theme.space[9]};
`

/**
 * Where Stripe returns a buyer (through GET /api/store/complete, which checked the payment): the download
 * at once, whether or not the webhook has arrived; or, for a payment still clearing, what happens next.
 */
export function PurchasedPage({ search }: { search: PurchasedSearch }) {
  const { data: products } = useSuspenseQuery(storeProductsQueryOptions())
  const product = products.find((candidate) => candidate._id === search.guide)
  // The success URL stays in the browser's history: after a full refund it leads here, with no file.
  if (search.status === 'refunded') return <OrderRefunded />
  if (!search.link || search.status === 'processing') {
    return (
      <>
        <PageIntro
          heading="Thank you"
          intro="Your payment is being confirmed. As soon as it is, we will email your receipt and download link to the address you gave at checkout."
        >
          <Actions>
            <BackToStore />
          </Actions>
        </PageIntro>
        <Container $narrow>
          <Terms>Nothing arrived within the hour? Use "Lost your link?" on the store page, or contact us.</Terms>
        </Container>
      </>
    )
  }
  return (
    <>
      <PageIntro
        eyebrow="Payment received"
        heading="Thank you for your purchase"
        intro={`${product?.name ?? 'Your guide'} is ready. We have also emailed your receipt with this download link.`}
      >
        <Actions>
          <ButtonAnchor href={`/api/downloads/${encodeURIComponent(search.link)}`} download>
            Download your guide
          </ButtonAnchor>
          <BackToStore />
        </Actions>
      </PageIntro>
      <Container $narrow>
        <Terms>
          Your order includes 5 downloads over 7 days, from this link or any we email you; "Lost your link?" on the
          store page sends it again.
        </Terms>
      </Container>
    </>
  )
}
