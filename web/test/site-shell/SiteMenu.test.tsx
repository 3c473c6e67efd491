/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { SiteHeader } from '../../src/site-shell/SiteHeader.tsx'
import { renderWithProviders } from '../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../support/seedLake.ts'

installSeedContentLake()

// jsdom has <dialog> but not its modal methods; the browser's are covered by the e2e suite.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})

async function renderHeader() {
  const view = await renderWithProviders(
    <Suspense fallback="loading">
      <SiteHeader page="about" />
    </Suspense>,
    { path: '/about' },
  )
  await screen.findByRole('button', { name: 'Menu' }, { timeout: 8000 })
  return view
}

describe('SiteMenu', () => {
  it('opens as a modal with focus inside, locks scrolling, and Escape closes it and returns focus', async () => {
    const { user } = await renderHeader()
    const menuButton = screen.getByRole('button', { name: 'Menu' })
    await user.click(menuButton)

    // Drawn over the page in the tap's own frame, then modal once that frame has painted.
    const dialog = screen.getByRole('dialog', { hidden: true })
    expect(dialog.hasAttribute('data-opening') || dialog.hasAttribute('open')).toBe(true)
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(true))
    expect(dialog.hasAttribute('data-opening')).toBe(false)
    expect(menuButton.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }))
    expect(document.documentElement.style.overflow).toBe('hidden')
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toContain('Client Testimonials')

    await user.keyboard('{Escape}')
    expect(dialog.hasAttribute('open')).toBe(false)
    expect(document.activeElement).toBe(menuButton)
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('keeps Tab inside the menu, wrapping at both ends', async () => {
    const { user } = await renderHeader()
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const dialog = screen.getByRole('dialog', { hidden: true })
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(true))
    const focusable = dialog.querySelectorAll<HTMLElement>('a[href], button')
    const last = focusable[focusable.length - 1]!
    last.focus()
    await user.tab()
    expect(document.activeElement).toBe(focusable[0])
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(last)
  })
})
