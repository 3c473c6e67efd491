import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../components/ui/Button.tsx'
import { QuantityStepper } from '../../components/ui/QuantityStepper.tsx'
import { useHireList, useHireListStore } from '../../hire-list/hireListStore.ts'
import { AvailabilityNote } from '../../hire-list/AvailabilityNote.tsx'
import { EventDatePicker } from '../../hire-list/EventDatePicker.tsx'
import { QuantityLimit } from '../../hire-list/QuantityLimit.tsx'
import { useAvailability } from '../../hire-list/useAvailability.ts'
import { formatCents, unitCents } from '../../pricing/money.ts'
import { useFeedback } from '../../lib/react/useFeedback.ts'
import type { Product } from './productQueries.ts'
import { VariantPicker } from './VariantPicker.tsx'

const Price = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.h3};
  color: ${({ theme }) => theme.colors.ink};
  span {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkSoft};
    margin-left: ${({ theme }) => theme.space[2]};
  }
`

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  > button:last-child {
    flex: 1;
  }
`

const Feedback = styled.p`
  min-height: 1.7em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.success};
`

/**
 * Price, variant, quantity and the list button: 'Add to List', or 'Update (N in list)' once the
 * product (in this variant) is listed. The button keeps its width whatever it says, so reading the
 * saved list after hydration changes no layout.
 */
export function ProductPurchase({ product }: { product: Product }) {
  const store = useHireListStore()
  const items = useHireList()
  const variants = product.price.variants
  const [variantKey, setVariantKey] = useState<string | undefined>(variants[0]?._key)
  const listed = items.find((item) => item.productId === product.id && (item.variantKey ?? '') === (variantKey ?? ''))
  const [quantity, setQuantity] = useState(listed?.quantity ?? 1)
  const [feedback, showFeedback] = useFeedback()
  const availability = useAvailability()

  // Start from the listed quantity, so 'Update' changes it rather than adding to it.
  const [listedQuantity, setListedQuantity] = useState(listed?.quantity)
  if (listedQuantity !== listed?.quantity) {
    setListedQuantity(listed?.quantity)
    setQuantity(listed?.quantity ?? 1)
  }

  const submit = () => {
    if (listed) {
      store.update(product.id, quantity, variantKey)
      showFeedback(`Updated: ${quantity} in your list`)
    } else {
      store.add(product.id, quantity, variantKey)
      showFeedback(`Added ${quantity} × ${product.name} to your list`)
    }
  }

  return (
    <>
      <Price>
        {formatCents(unitCents(product.price, variantKey))}
        <span>{product.price.unit}</span>
      </Price>
      {variants.length > 0 ? <VariantPicker variants={variants} value={variantKey} onChange={setVariantKey} /> : null}
      <EventDatePicker />
      <AvailabilityNote availability={availability} productId={product.id} variantKey={variantKey} />
      <Row>
        <QuantityStepper label={`Quantity of ${product.name}`} value={quantity} onChange={setQuantity} />
        <Button type="button" onClick={submit}>
          {listed ? `Update (${listed.quantity} in list)` : 'Add to List'}
        </Button>
      </Row>
      <QuantityLimit
        availability={availability}
        productId={product.id}
        variantKey={variantKey}
        quantity={quantity}
        name={product.name}
        onSetQuantity={setQuantity}
      />
      <Feedback role="status">{feedback}</Feedback>
    </>
  )
}
