import { useRouteContext } from '@tanstack/react-router'
import styled from 'styled-components'
import { Button, ButtonAnchor } from '../../components/ui/Button.tsx'

export const CHECKOUT_ACTION = '/api/store/checkout'

const BuyForm = styled.form`
  display: grid;
`

/**
 * "Purchase & Download": a plain form post to our checkout when the server sells (it works before the app
 * has loaded, and the server reads price and name from the CMS); otherwise the CMS's purchase link as
 * before, or nothing when there is none, so a guide is never offered without a way to pay.
 */
export function PurchaseButton({ productId, purchaseUrl }: { productId: string; purchaseUrl?: string | null }) {
  const sells = useRouteContext({ from: '__root__', select: (context) => context.storeSells })
  if (sells) {
    return (
      <BuyForm method="post" action={CHECKOUT_ACTION}>
        <input type="hidden" name="storeProduct" value={productId} />
        <Button type="submit">Purchase &amp; Download</Button>
      </BuyForm>
    )
  }
  if (!purchaseUrl) return null
  return (
    <ButtonAnchor href={purchaseUrl} target="_blank" rel="noopener noreferrer">
      Purchase &amp; Download
    </ButtonAnchor>
  )
}
