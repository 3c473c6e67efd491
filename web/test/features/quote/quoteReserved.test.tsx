/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { QuotePage } from '../../../src/features/quote/QuotePage.tsx'
import type { QuoteView } from '../../../src/booking/quoteView.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'
import { quoteView, TOKEN } from './quoteFixtures.ts'

const server = installSeedContentLake()

async function renderAnswer(view: QuoteView) {
  server.use(http.get('*/api/quote/:token', () => HttpResponse.json(view)))
  await renderWithProviders(
    <Suspense fallback="loading">
      <QuotePage token={TOKEN} search={{}} />
    </Suspense>,
    { path: `/quote/${TOKEN}` },
  )
}

describe('a quote reserved now', () => {
  it('says Reserved with the window, the lines and total, and the deposit held on the card, not charged', async () => {
    await renderAnswer(
      quoteView({
        state: 'reserved',
        dueCents: 0,
        reservation: { heldCents: 39_780, windowHours: 36, released: false },
      }),
    )
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Reserved: our team confirms within 36 hours' },
      { timeout: 8000 },
    )
    const table = screen.getByRole('table', { name: 'Your booking' })
    expect(within(table).getByRole('row', { name: 'Total $1,326.00' })).toBeTruthy()
    const held = screen.getByRole('region', { name: 'Your deposit' })
    expect(within(held).getByText('Deposit held on your card, not charged').nextSibling?.textContent).toBe('$397.80')
    expect(held.textContent).toContain('within 36 hours')
    expect(screen.queryByRole('button', { name: /pay/i })).toBeNull()
  })

  it('declined: says so kindly, nothing charged and the hold released, with nothing to pay', async () => {
    await renderAnswer(
      quoteView({
        state: 'cancelled',
        dueCents: 0,
        reservation: { heldCents: 39_780, windowHours: 48, released: true },
      }),
    )
    await screen.findByRole('heading', { level: 1, name: 'We could not take this booking' }, { timeout: 8000 })
    expect(screen.getByRole('region', { name: 'Your card' }).textContent).toContain(
      'Nothing was charged: the hold of $397.80 on your card is released.',
    )
    expect(screen.queryByRole('button', { name: /pay/i })).toBeNull()
    expect(screen.getByRole('link', { name: 'Send an inquiry' }).getAttribute('href')).toBe('/equipment-hire-inquiry')
  })
})
