import { describe, expect, it } from 'vitest'
import { withHeld, type Booking } from '../../../src/availability/holds.ts'

/**
 * A hold a change moved (decision 0033) while its Confirmed record catches up: the record still reading the
 * Items the change replaced counts as the hold's Items; a record that caught up, or that staff edited, wins.
 */
const before = 'Crossback Timber Chair x 80 = $680.00'
const after = 'Crossback Timber Chair x 90 = $765.00'
const record = (items: string): Booking => ({ ref: 'rec1', eventDate: '2027-03-14', status: 'Confirmed', items })
const hold: Booking = { ref: 'rec1', eventDate: '2027-03-14', status: 'Confirmed', items: after, replaces: before }

describe('withHeld after a change', () => {
  it('counts the hold’s Items while the record still reads the ones the change replaced', () => {
    expect(withHeld([record(`${before}\n`)], [hold])).toEqual([{ ...record(after) }])
  })

  it('counts the record once it reads anything else: caught up, or edited by staff', () => {
    expect(withHeld([record(after)], [hold])).toEqual([record(after)])
    const edited = record('Crossback Timber Chair x 85 = $722.50')
    expect(withHeld([edited], [hold])).toEqual([edited])
  })

  it('counts a hold no record reads yet as a Confirmed request of its own', () => {
    expect(withHeld([], [hold])).toEqual([record(after)])
  })
})
