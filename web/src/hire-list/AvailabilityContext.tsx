import { createContext, useContext, type ReactNode } from 'react'
import { NO_DATE, useAvailability, type Availability } from './useAvailability.ts'

const AvailabilityContext = createContext<Availability>(NO_DATE)

/**
 * One availability read for a whole grid: the cards take it from here rather than each asking, so a
 * grid of 96 cards hydrates no more work than before. Cards outside a grid (a look, "Often hired
 * with") claim nothing.
 */
export function AvailabilityProvider({ children }: { children: ReactNode }) {
  return <AvailabilityContext value={useAvailability()}>{children}</AvailabilityContext>
}

export const useGridAvailability = () => useContext(AvailabilityContext)
