import type { LineNotes } from './HireListLines.tsx'
import { useHireListStore } from './hireListStore.ts'
import { LinePlanNote } from './LinePlanNote.tsx'
import { QuantityLimit } from './QuantityLimit.tsx'
import { useAvailability } from './useAvailability.ts'

/**
 * The notes under each line of the editable hire list: why the plan suggested its quantity, and how many
 * are free on the event date (with "Set to N"). The hire list page passes them to HireListLines.
 */
export function useEditableLineNotes(): LineNotes {
  const store = useHireListStore()
  const availability = useAvailability()
  return (line, title) => (
    <>
      <LinePlanNote line={line} />
      <QuantityLimit
        availability={availability}
        productId={line.productId}
        variantKey={line.variantKey}
        quantity={line.quantity}
        name={title}
        onSetQuantity={(quantity) => store.update(line.productId, quantity, line.variantKey)}
      />
    </>
  )
}
