/** @vitest-environment jsdom */
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { QuotePage } from '../../../src/features/quote/QuotePage.tsx'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'
import { quoteView, TOKEN } from './quoteFixtures.ts'

const server = installSeedContentLake()

describe('back from Stripe when the pieces had gone', () => {
  it('stops confirming and says the deposit was refunded and staff will be in touch, not "Payment received"', async () => {
    server.use(http.get('*/api/quote/:token', () => HttpResponse.json(quoteView({ piecesWent: true }))))
    await renderWithProviders(
      <Suspense fallback="loading">
        <QuotePage token={TOKEN} search={{ paid: 'deposit', session_id: 'cs_test_abcdefgh' }} />
      </Suspense>,
      { path: `/quote/${TOKEN}` },
    )
    expect(
      await screen.findByText(/went to another booking.*refunded in full.*will be in touch/, {}, { timeout: 8000 }),
    ).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Confirming your payment…' })).toBeNull()
    expect(screen.queryByText(/Payment received/)).toBeNull()
  })
})
