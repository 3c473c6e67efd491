/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { AllProducts } from '../../../src/features/hire-range/AllProducts.tsx'
import { SiteHeader } from '../../../src/site-shell/SiteHeader.tsx'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'
import { cssRules, rulesAddedSince, styleRules } from '../../support/styleRules.ts'

installSeedContentLake()

/**
 * The rules outside a `(hover: hover)` media rule whose `:hover` would match `element`: on a phone a
 * tap sets `:hover`, so each restyles what was tapped before the click is handled.
 */
function touchHoverRules(element: Element): string[] {
  return cssRules()
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText.includes(':hover'))
    .filter((rule) => element.matches(rule.selectorText.replaceAll(':hover', '')))
    .map((rule) => rule.selectorText)
}

/** A declaration of the rules that match `element`, as written (the last one wins, as the cascade's order here is the sheets'). */
function declared(element: Element, property: string): string[] {
  return cssRules()
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && element.matches(rule.selectorText))
    .map((rule) => rule.style.getPropertyValue(property))
    .filter(Boolean)
}

async function renderHireRange() {
  const view = await renderWithProviders(
    <Suspense fallback="loading">
      <SiteHeader page="hire-range" />
      <AllProducts search={{}} onSearchChange={() => {}} />
    </Suspense>,
    { path: '/hire-range' },
  )
  // Its first cards; the rest fill in steps (docs/decisions/0022), styled as these.
  await screen.findAllByRole('article', {}, { timeout: 8000 })
  return view
}

describe('A tap on a hire range card', () => {
  it('meets no :hover style on its buttons outside (hover: hover)', async () => {
    await renderHireRange()
    const card = screen.getAllByRole('article')[0]!
    for (const name of ['Add to List', 'Increase quantity'])
      expect(touchHoverRules(within(card).getByRole('button', { name }))).toEqual([])
  })

  it('repaints only its own card', async () => {
    await renderHireRange()
    // A card that lays out and paints on its own: changing it repaints it, not the grid (decision 0023).
    expect(declared(screen.getAllByRole('article')[0]!, 'contain')).toEqual(['layout paint'])
  })

  it('inserts no style rule: the header’s list link was already styled, hidden, before the first Add to List', async () => {
    const { user } = await renderHireRange()
    expect(screen.queryByRole('link', { name: /Hire list/ })).toBeNull()
    const before = styleRules()

    const card = screen.getAllByRole('article')[0]!
    await user.click(within(card).getByRole('button', { name: 'Increase quantity' }))
    await user.click(within(card).getByRole('button', { name: 'Add to List' }))

    expect(screen.getByRole('link', { name: 'Hire list, 2 items' })).toBeTruthy()
    expect(within(card).getByRole('status').textContent).toBe('Added 2 to your list')
    expect(rulesAddedSince(before)).toEqual([])
  })
})
