/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { StorePage } from '../../../src/features/store/StorePage.tsx'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'

installSeedContentLake()

describe('StorePage', () => {
  it('shows the three store products from the CMS with prices and purchase links', async () => {
    await renderWithProviders(
      <Suspense fallback="loading">
        <StorePage />
      </Suspense>,
      { path: '/store' },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Digital Resources for Event Planners' })).toBeTruthy()
    const cards = screen.getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Event Planning PDF',
      'Wedding Guide',
      'Grow An Event Business',
    ])
    // The seed business is registered for GST, so prices say they include it.
    expect(
      cards.map(
        (card) =>
          within(card).getByText(
            (_, element) => element?.tagName === 'P' && /^\$\d+\.\d\d incl\. GST$/.test(element.textContent ?? ''),
          ).textContent,
      ),
    ).toEqual(['$29.00 incl. GST', '$49.00 incl. GST', '$99.00 incl. GST'])
    expect(screen.getByRole('heading', { level: 2, name: 'Lost your link?' })).toBeTruthy()
    // Without Stripe on the server (no storeSells in the router context), the CMS's purchase links.
    for (const card of cards) {
      const link = within(card).getByRole('link', { name: 'Purchase & Download' })
      expect(link.getAttribute('href')).toMatch(/^https:\/\//)
    }
  })
})
