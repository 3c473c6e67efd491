import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useSearch } from '@tanstack/react-router'
import { checkAvailabilityDate } from '../availability/calendarDay.ts'
import type { CountsOnDate } from '../availability/listCheck.ts'
import { stockKey } from '../availability/stock.ts'
import { useHydrated } from '../lib/react/useHydrated.ts'
import { businessToday } from '../lib/time/businessDay.ts'
import { useEventNoteField } from './hireListStore.ts'

export type Availability =
  | { status: 'none' }
  | { status: 'refused'; date: string; message: string }
  | { status: 'loading'; date: string }
  | { status: 'unknown'; date: string }
  | { status: 'known'; date: string; counts: CountsOnDate }

/** No date to show availability for: what cards outside a grid read too. */
export const NO_DATE: Availability = Object.freeze({ status: 'none' })

/** `freshForMs`: how much longer the server's snapshot behind the answer holds (decision 0018). */
type Answer = { freshForMs?: number } & ({ known: true; counts: CountsOnDate } | { known: false })

/** However short the snapshot's remainder, an open page asks at most this often (the endpoint allows 60 a minute). */
const MIN_REFRESH_MS = 2_000

async function fetchAvailability(date: string): Promise<Answer> {
  const response = await fetch(`/api/availability?date=${encodeURIComponent(date)}`, {
    signal: AbortSignal.timeout(10_000),
    // The HTTP cache would hand back an answer whose freshForMs was counted when it was first sent.
    cache: 'no-store',
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
  const noted = useEventNoteField('date')
  return useHydrated() ? (search.date ?? noted) : undefined
}

/** How long an answer may be used: what was left of the server's snapshot when it was sent, else not at all. */
const freshFor = (answer: Answer | undefined) => answer?.freshForMs ?? 0

/**
 * What is free on the visitor's date, for every product at once (one request per date, shared by every
 * card). An answer is used only while the server's snapshot behind it holds, so a confirmation shows
 * within AVAILABILITY_MAX_AGE_MS end to end: then the page asks again (an open, visible page by itself;
 * any page on focus or when a card mounts), keeping the last answer on screen until the next arrives.
 * A failed request reads as unknown: "confirmed on inquiry", never a guess.
 */
export function useAvailability(): Availability {
  const date = useEventDay()
  const today = businessToday()
  const check = useMemo(() => (date ? checkAvailabilityDate(date, today) : undefined), [date, today])
  const query = useQuery({
    queryKey: ['availability', date],
    queryFn: () => fetchAvailability(date!),
    enabled: Boolean(check?.ok),
    staleTime: (query) => freshFor(query.state.data),
    refetchInterval: (query) => (query.state.data ? Math.max(MIN_REFRESH_MS, freshFor(query.state.data)) : false),
    retry: 1,
  })
  const { isPending, isError, data } = query
  // The same object while nothing it says has changed: a grid's cards all read it (AvailabilityContext),
  // so a new one would render every card again at hydration and at each step of the staged grid.
  return useMemo((): Availability => {
    if (!date || !check) return NO_DATE
    if (!check.ok) return { status: 'refused', date, message: check.message }
    if (isPending) return { status: 'loading', date }
    if (isError || !data.known) return { status: 'unknown', date }
    return { status: 'known', date, counts: data.counts }
  }, [date, check, isPending, isError, data])
}

/** One piece's count on the date, or undefined when nothing is claimed (no date, on request, not loaded). */
export function countFor(availability: Availability, productId: string, variantKey?: string) {
  return availability.status === 'known' ? availability.counts[stockKey(productId, variantKey)] : undefined
}
