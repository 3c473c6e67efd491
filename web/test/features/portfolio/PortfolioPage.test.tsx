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

    // Staggered 0.1 s apart. The first card loads eagerly; the rest of the first row is preloaded
    // only where it is in that row (two columns from 480 px, three from 1024 px).
    expect(cards.slice(0, 3).map((card) => parseFloat(card.style.animationDelay))).toEqual([0, 0.1, 0.2])
    const images = cards.map((card) => card.querySelector('img')!)
    expect(images[0]!.getAttribute('loading')).toBe('eager')
    expect(images.slice(1).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true)
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')]
    expect(preloads.map((link) => link.getAttribute('media'))).toEqual([
      null,
      '(min-width: 480px)',
      '(min-width: 1024px)',
    ])
  })
})
