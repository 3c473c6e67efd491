/** @vitest-environment jsdom */
import { screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { HireTermsPage } from '../../src/features/hire-terms/HireTermsPage.tsx'
import { renderWithProviders } from '../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../support/seedLake.ts'

installSeedContentLake()

describe('/hire-terms', () => {
  it('shows the charges set in the CMS where the terms name them, never a placeholder', async () => {
    await renderWithProviders(
      <Suspense fallback="loading">
        <HireTermsPage />
      </Suspense>,
      { path: '/hire-terms' },
    )
    await screen.findByRole('heading', { name: 'The balance' }, { timeout: 8000 })
    const text = document.body.textContent ?? ''
    expect(text).toContain('pay a deposit of 30% of the quoted total online by card')
    expect(text).toContain('The balance is due 14 days before your event.')
    expect(text).toContain('we email a reminder 7 days before it is due')
    expect(text).toContain('A quote is valid for 14 days')
    expect(text).not.toMatch(/\{\w+\}/)
    expect(text).not.toContain('never takes payment')
  })
})
