import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useMemo } from 'react'
import { stockKey } from '../availability/stock.ts'
import { hireChargesQueryOptions } from '../catalogue/catalogueQueries.ts'
import { businessToday } from '../lib/time/businessDay.ts'
import { estimateHire } from '../pricing/estimate.ts'
import { hireChargesFrom } from '../pricing/hireCharges.ts'
import { checkReservable, reserveRulesFrom, type Fulfilment, type ReserveAnswer } from '../reserve/reserveRules.ts'
import type { EventNote } from './hireListStorage.ts'
import { useEventNote, useHireListStore } from './hireListStore.ts'
import { useAvailability } from './useAvailability.ts'
import { useHireEstimate } from './useHireEstimate.ts'

const fulfilmentOf = (note: EventNote): Fulfilment =>
  note.pickup ? { kind: 'pickup' } : { kind: 'delivery', postcode: note.postcode }

const WAITING: ReserveAnswer = { reservable: false, reasons: [{ rule: 'off', words: null }] }

/**
 * Whether the saved list can be reserved now (reserve/reserveRules.ts), asked of what the hire list
 * already reads: its lines and estimate, the event noted with it, what is free on the date and the
 * rules in the charges' answer. A pickup is priced without delivery. Until everything is read the
 * answer is "not offered", which shows nothing.
 */
export function useReserveCheck() {
  const store = useHireListStore()
  const note = useEventNote()
  const { lines, isPending, estimate, feesUnknown, damageWaiver } = useHireEstimate()
  const charges = useQuery({ ...hireChargesQueryOptions(), retryOnMount: false })
  const availability = useAvailability()
  const reserving = useRouteContext({ from: '__root__', select: (context) => context.reserving === true })

  const answer = useMemo((): ReserveAnswer => {
    if (isPending || charges.data === undefined) return WAITING
    const rules = reserveRulesFrom(charges.data)
    const conversation = new Set(charges.data.conversationProductIds ?? [])
    const fulfilment = fulfilmentOf(note)
    const counts = availability.status === 'known' ? availability.counts : null
    return checkReservable({
      lines: lines.map((line) => ({
        productId: line.productId,
        variantKey: line.variantKey,
        name: line.name,
        quantity: line.quantity,
        // The availability answer keeps a count for every counted piece: one missing is "on request".
        counted: counts ? counts[stockKey(line.productId, line.variantKey)] !== undefined : true,
        needsConversation: conversation.has(line.productId),
      })),
      eventDate: note.date,
      today: businessToday(),
      fulfilment,
      estimate: feesUnknown
        ? null
        : fulfilment.kind === 'pickup'
          ? estimateHire({ itemsCents: estimate.itemsCents, damageWaiver, charges: hireChargesFrom(charges.data) })
          : estimate,
      availability: counts,
      rules,
    })
  }, [isPending, charges.data, availability, lines, note, estimate, feesUnknown, damageWaiver])

  return {
    answer,
    /**
     * Reserve now is offered at all: the server takes reservations, the rules are on and the list has
     * lines. Without the first, the list reads as it did before Reserve now, whatever the CMS says.
     */
    offered:
      reserving && (answer.reservable ? true : !answer.reasons.some((r) => r.rule === 'off' || r.rule === 'empty')),
    pickup: note.pickup === true,
    setPickup: (pickup: boolean) => store.setEvent({ ...store.event(), pickup }),
  }
}
