import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { InquiryFormInput } from '../../form-contracts/inquirySchema.ts'
import type { EventNote } from '../../hire-list/hireListStorage.ts'
import { DEFAULT_PER_TABLE, guestPlan } from '../../planning/guestPlan.ts'

/**
 * The guest plan noted on the hire list fills Guests and Guests per table while they are still
 * empty (after any draft is restored), as the date and venue do; the visitor can change them here.
 * Only a valid plan is carried: a half-typed number stays on the hire list.
 */
export function usePlanPrefill(form: UseFormReturn<InquiryFormInput>, note: EventNote) {
  useEffect(() => {
    const plan = guestPlan({ guests: note.guests, perTable: note.perTable ?? String(DEFAULT_PER_TABLE) })
    if (!plan) return
    const { getValues, setValue } = form
    if (!getValues('guests')) setValue('guests', String(plan.guests))
    if (!getValues('guestsPerTable')) setValue('guestsPerTable', String(plan.perTable))
  }, [note, form])
}
