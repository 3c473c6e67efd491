import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { hireChargesQueryOptions } from '../catalogue/catalogueQueries.ts'
import { estimateHire } from '../pricing/estimate.ts'
import { hireChargesFrom } from '../pricing/hireCharges.ts'
import { useEventNote, useHireListStore } from './hireListStore.ts'
import { useHireListLines } from './useHireListLines.ts'

/**
 * The saved list's whole estimate: its lines and items total (useHireListLines), then delivery by the
 * noted postcode, the minimum order and the damage waiver, from the charges in the CMS. Until the
 * charges load the estimate is pending. When they cannot be read (`feesUnknown`) the estimate is the
 * items alone and `totalCents` is null: the server may still price delivery and the waiver, so no
 * figure below what it will record is offered as the total, and no postcode is called outside the
 * zones. It also remembers the zone a postcode was priced in, so a zone staff remove later is pointed
 * out rather than silently turned into a quote.
 */
export function useHireEstimate() {
  const list = useHireListLines()
  const store = useHireListStore()
  const note = useEventNote()
  // A failed read is retried by "Try again", not by each component that mounts: the order summary
  // mounts the totals only once the charges are settled, and a refetch on mount would unmount them again.
  const charges = useQuery({ ...hireChargesQueryOptions(), retryOnMount: false })
  const rules = useMemo(() => (charges.data === undefined ? null : hireChargesFrom(charges.data)), [charges.data])
  const feesUnknown = rules === null && charges.isError

  const estimate = useMemo(
    () =>
      estimateHire({
        itemsCents: list.totalCents,
        // Without the zones no postcode can be placed: it is left to the quote, not called outside them.
        postcode: rules ? note.postcode : undefined,
        damageWaiver: note.damageWaiver === true,
        charges: rules ?? hireChargesFrom(null),
      }),
    [list.totalCents, note.postcode, note.damageWaiver, rules],
  )

  const zoneName = estimate.delivery.kind === 'zone' ? estimate.delivery.zone.name : undefined
  useEffect(() => {
    if (zoneName && zoneName !== note.zoneSeen) store.setEvent({ ...store.event(), zoneSeen: zoneName })
  }, [zoneName, note.zoneSeen, store])

  // A postcode once priced in a zone that no zone lists now: the CMS changed under the visitor.
  const zoneWithdrawn = rules !== null && estimate.delivery.kind === 'quote' && note.zoneSeen ? note.zoneSeen : null

  const isPending = list.isPending || charges.isPending
  return {
    ...list,
    estimate,
    /** The estimated Total Cost; null while the charges cannot be read. */
    totalCents: feesUnknown && estimate.itemsCents > 0 ? null : estimate.totalCents,
    feesUnknown,
    retryCharges: () => void charges.refetch(),
    isPending,
    waiverPercent: rules?.damageWaiverPercent ?? 0,
    waiverSummary: rules?.damageWaiverSummary ?? null,
    termsVersion: rules?.termsVersion ?? null,
    zoneWithdrawn,
    damageWaiver: note.damageWaiver === true,
    /**
     * What a hire form sends of the list (the inquiry, Reserve now): ids, variants and quantities, never
     * prices (the server prices them from the CMS), the waiver chosen and the terms' version seen. Until
     * the catalogue has loaded, the saved list itself: the server checks every id anyway.
     */
    payload: () => ({
      items: (isPending ? store.items() : list.lines).map(({ productId, variantKey, quantity }) => ({
        productId,
        ...(variantKey ? { variantKey } : {}),
        quantity,
      })),
      damageWaiver: note.damageWaiver === true,
      ...(rules?.termsVersion ? { termsVersion: rules.termsVersion } : {}),
    }),
    setDamageWaiver: (damageWaiver: boolean) => store.setEvent({ ...store.event(), damageWaiver }),
  }
}
