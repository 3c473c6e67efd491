/** @vitest-environment jsdom */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EventDatePicker } from '../../src/hire-list/EventDatePicker.tsx'
import { EventDateWarning } from '../../src/hire-list/EventDateWarning.tsx'
import { NOTICE_TEXT } from '../../src/hire-list/eventDateNotice.ts'
import { EDGES, HOST_ZONES, installFakeClock } from '../availability/businessClock.ts'
import { renderWithProviders } from '../support/renderWithProviders.tsx'

const setClock = installFakeClock()
const cases = HOST_ZONES.flatMap((zone) => EDGES.map((edge) => ({ zone, ...edge })))

describe("the date chooser and the date notice on the business's day", () => {
  it.each(cases)(
    'offers $brisbaneDay as the first day at $at to a visitor in $zone',
    async ({ zone, at, brisbaneDay }) => {
      setClock(at, zone)
      await renderWithProviders(<EventDatePicker />, { path: '/hire?date=2027-05-09' })
      const input = screen.getByLabelText('Your event date') as HTMLInputElement
      expect(input.min).toBe(brisbaneDay)
      expect(input.max).toBe('2030-05-10')
      expect(screen.getByRole('alert').textContent).toBe('That date has passed. Choose the date of your event.')
    },
  )

  it.each(cases)('calls 9 May past and 10 May short notice at $at to a visitor in $zone', async ({ zone, at }) => {
    setClock(at, zone)
    await renderWithProviders(
      <>
        <EventDateWarning id="yesterday" date="2027-05-09" />
        <EventDateWarning id="today" date="2027-05-10" />
      </>,
    )
    expect(document.getElementById('yesterday')!.textContent).toBe(NOTICE_TEXT.past)
    expect(document.getElementById('today')!.textContent).toBe(NOTICE_TEXT['short-notice'])
  })
})
