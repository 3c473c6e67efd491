/** @vitest-environment jsdom */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DueNote } from '../../../src/features/quote/DueNote.tsx'
import { PaidPlan } from '../../../src/features/quote/PaymentPlan.tsx'
import { PiecesWent } from '../../../src/features/quote/PiecesWent.tsx'
import type { QuoteView } from '../../../src/booking/quoteView.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { confirmedView, figures, quoteView } from './quoteFixtures.ts'

const show = (view: QuoteView) =>
  renderWithProviders(
    <>
      <PaidPlan view={view} />
      <DueNote view={view} />
    </>,
  )

describe('the page where no payment can be opened', () => {
  it('a total of 0 says there is nothing to pay', async () => {
    await renderWithProviders(
      <DueNote view={quoteView({ current: figures({ totalCents: 0, depositCents: 0 }), dueCents: 0 })} />,
    )
    expect(screen.getByText(/There is nothing to pay on this quote/)).toBeTruthy()
  })

  it('an amount under A$0.50 is settled with staff', async () => {
    await show(confirmedView({ dueCents: 30 }))
    expect(screen.getByText(/\$0\.30 is left.*we will sort the last few cents with you/)).toBeTruthy()
  })

  it('a booking confirmed by hand reads "deposit received", with no amount left when staff entered none', async () => {
    await show(confirmedView({ byHand: true, accepted: undefined, depositPaidCents: 0, dueCents: 0 }))
    expect(screen.getByRole('definition').textContent).toBe('Received')
    expect(screen.getByText('Your deposit was received. We will be in touch about the balance.')).toBeTruthy()
    expect(screen.queryByText('Left to pay')).toBeNull()
  })

  it('says nothing where the amount can be paid online', async () => {
    const { container } = await renderWithProviders(<DueNote view={confirmedView()} />)
    expect(container.textContent).toBe('')
  })

  it('says the pieces went, the deposit was refunded and staff will be in touch', async () => {
    await renderWithProviders(<PiecesWent view={quoteView({ piecesWent: true })} />)
    expect(screen.getByText(/went to another booking.*refunded in full.*will be in touch/)).toBeTruthy()
  })
})
