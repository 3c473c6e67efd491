/** @vitest-environment jsdom */
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { memo, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { AvailabilityProvider, useGridAvailability } from '../../src/hire-list/AvailabilityContext.tsx'
import { renderWithProviders } from '../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../support/seedLake.ts'

const server = installSeedContentLake()

/**
 * A grid whose parent renders again, as the hire range's does at hydration and at each step of its
 * staged cards (decision 0022). A card that only reads the grid's availability must not render again
 * unless what it reads has changed: on a grid of 85 cards each such render is a card's worth of work.
 */
async function renderGrid(path: string) {
  let cardRenders = 0
  const Card = memo(function Card() {
    cardRenders++
    return <p>{`availability: ${useGridAvailability().status}`}</p>
  })
  function Grid() {
    const [step, setStep] = useState(1)
    return (
      <>
        <button type="button" onClick={() => setStep(step + 1)}>{`Step ${step}`}</button>
        <AvailabilityProvider>
          <Card />
        </AvailabilityProvider>
      </>
    )
  }
  const { user } = await renderWithProviders(<Grid />, { path })
  /** The card's renders over two more renders of the grid, once the card shows `shown`. */
  return async function rendersOverTwoSteps(shown: string) {
    await screen.findByText(shown)
    const before = cardRenders
    await user.click(screen.getByRole('button', { name: 'Step 1' }))
    await user.click(screen.getByRole('button', { name: 'Step 2' }))
    return cardRenders - before
  }
}

describe("the grid's availability", () => {
  it('renders no card again when the grid renders with no date', async () => {
    const rendersOverTwoSteps = await renderGrid('/hire-range')
    expect(await rendersOverTwoSteps('availability: none')).toBe(0)
  })

  it('renders no card again when the grid renders with the answer for a date unchanged', async () => {
    server.use(
      http.get('*/api/availability', () =>
        HttpResponse.json({ freshForMs: 60_000, date: '2027-10-16', known: true, counts: {} }),
      ),
    )
    const rendersOverTwoSteps = await renderGrid('/hire-range?date=2027-10-16')
    expect(await rendersOverTwoSteps('availability: known')).toBe(0)
  })
})
