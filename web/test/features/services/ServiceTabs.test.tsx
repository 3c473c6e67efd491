/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { ServicesPage } from '../../../src/features/services/ServicesPage.tsx'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'

installSeedContentLake()

describe('Services tabs', () => {
  it('selects Weddings first; arrow keys, Home and End move between tabs; the press quote follows the features', async () => {
    const { user } = await renderWithProviders(
      <Suspense fallback="loading">
        <ServicesPage />
      </Suspense>,
      { path: '/services' },
    )
    const tabs = await screen.findAllByRole('tab', {}, { timeout: 8000 })
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Weddings', 'Celebrations', 'Brand & Corporate Events'])
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true')
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1])

    const panel = () => screen.getByRole('tabpanel')
    expect(within(panel()).getByRole('heading', { level: 2 }).textContent).toBe('Wedding Planning and Styling')
    expect(within(panel()).getAllByRole('heading', { level: 3 })).toHaveLength(4)
    expect(within(panel()).queryByText('The Velvet Edit')).not.toBeNull()

    await user.click(tabs[0]!)
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tabs[1])
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true')
    expect(within(panel()).getByRole('heading', { level: 2 }).textContent).toBe('Event Styling & Coordination')
    expect(within(panel()).queryAllByRole('heading', { level: 3 })).toHaveLength(0)
    expect(within(panel()).queryByText('The Velvet Edit')).toBeNull()
    expect(within(panel()).getByRole('link', { name: 'Enquire Now' }).getAttribute('href')).toBe('/enquiry')

    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(tabs[0])
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(tabs[2])
    expect(
      within(panel())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Visual Direction', 'Unique Installations', 'Creative Concepts'])
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(tabs[0])
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(tabs[2])

    expect(screen.getByRole('heading', { name: 'What Our Clients Say' })).toBeTruthy()
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(3)
  })
})
