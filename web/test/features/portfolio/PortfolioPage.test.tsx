/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { PortfolioPage } from '../../../src/features/portfolio/PortfolioPage.tsx'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'

installSeedContentLake()

describe('PortfolioPage', () => {
  it('lists the 17 events in CMS order, each linking to its page, with month, year and featured label', async () => {
    await renderWithProviders(
      <Suspense fallback="loading">
        <PortfolioPage />
      </Suspense>,
      { path: '/portfolio' },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolio' }, { timeout: 5000 })).toBeTruthy()
    const cards = within(screen.getByRole('list', { name: 'Events' })).getAllByRole('listitem')
    expect(cards).toHaveLength(17)

    const links = cards.map((card) => within(card).getByRole('link'))
    expect(links[0]!.textContent).toBe('Eliza & James — Montville Hinterland')
    expect(links[0]!.getAttribute('href')).toBe('/events/eliza-james-montville')
    expect(links.every((link) => /^\/events\/[a-z0-9-]+$/.test(link.getAttribute('href')!))).toBe(true)
    expect(within(cards[0]!).getByText('October 2025').getAttribute('datetime')).toBe('2025-10')

    const featured = cards.filter((card) => within(card).queryByText('IN VOGUE'))
    expect(featured.map((card) => within(card).getByRole('link').textContent)).toEqual([
      'Eliza & James — Montville Hinterland',
      'Charlotte & William — Lake Como',
    ])

    // Staggered 0.1 s apart, and only the first row loads eagerly.
    expect(cards.slice(0, 3).map((card) => parseFloat(card.style.animationDelay))).toEqual([0, 0.1, 0.2])
    const images = cards.map((card) => card.querySelector('img')!)
    expect(images.slice(0, 3).every((image) => image.getAttribute('loading') === 'eager')).toBe(true)
    expect(images.slice(3).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true)
  })
})
