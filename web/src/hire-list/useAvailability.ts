import { useQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { checkAvailabilityDate } from '../availability/calendarDay.ts'
import type { CountsOnDate } from '../availability/listCheck.ts'
import { stockKey } from '../availability/stock.ts'
import { useHydrated } from '../lib/react/useHydrated.ts'
import { businessToday } from '../lib/time/businessDay.ts'
import { useEventNote } from './hireListStore.ts'

export type Availability =
  | { status: 'none' }
  | { status: 'refused'; date: string; message: string }
  | { status: 'loading'; date: string }
  | { status: 'unknown'; date: string }
  | { status: 'known'; date: string; counts: CountsOnDate }

type Answer = { known: true; counts: CountsOnDate } | { known: false }

async function fetchAvailability(date: string): Promise<Answer> {
  const response = await fetch(`/api/availability?date=${encodeURIComponent(date)}`, {
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`availability ${response.status}`)
  return (await response.json()) as Answer
}

/**
 * The date availability is shown for: the page's `?date=`, else the event date noted with the hire
 * list. Nothing on the server or before hydration: the first paint is the page as it was.
 */
export function useEventDay(): string | undefined {
  const search = useSearch({ strict: false }) as { date?: string }
  const note = useEventNote()
  return useHydrated() ? (search.date ?? note.date) : undefined
}

/**
 * What is free on the visitor's date, for every product at once (one request per date, cached for
 * 30 s and shared by every card). A failed request reads as unknown: "confirmed on inquiry", never a guess.
 */
export function useAvailability(): Availability {
  const date = useEventDay()
  const check = date ? checkAvailabilityDate(date, businessToday()) : undefined
  const query = useQuery({
    queryKey: ['availability', date],
    queryFn: () => fetchAvailability(date!),
    enabled: Boolean(check?.ok),
    staleTime: 30_000,
    retry: 1,
  })
  if (!date || !check) return { status: 'none' }
  if (!check.ok) return { status: 'refused', date, message: check.message }
  if (query.isPending) return { status: 'loading', date }
  if (query.isError || !query.data.known) return { status: 'unknown', date }
  return { status: 'known', date, counts: query.data.counts }
}

/** One piece's count on the date, or undefined when nothing is claimed (no date, on request, not loaded). */
export function countFor(availability: Availability, productId: string, variantKey?: string) {
  return availability.status === 'known' ? availability.counts[stockKey(productId, variantKey)] : undefined
}
