/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { installSeedContentLake } from '../../support/seedLake.ts'
import { installDialogPolyfill, renderEventRoute } from './renderEventRoute.tsx'

installSeedContentLake()
beforeAll(installDialogPolyfill)

describe('EventPage', () => {
  it('shows the title, date, description, venue lines and every photo, sized and staggered', async () => {
    await renderEventRoute('/events/eliza-james-montville')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eliza & James — Montville Hinterland' }, { timeout: 5000 }),
    ).toBeTruthy()
    expect(screen.getByText('October 2025')).toBeTruthy()
    expect(screen.getByText(/A spring celebration high in the Sunshine Coast hinterland/)).toBeTruthy()
    expect(screen.getByText('Montville, Sunshine Coast Hinterland')).toBeTruthy()

    const items = within(screen.getByRole('list', { name: 'Photographs' })).getAllByRole('listitem')
    expect(items).toHaveLength(12)
    expect(items.slice(0, 3).map((item) => parseFloat(item.style.animationDelay))).toEqual([0, 0.05, 0.1])
    const images = items.map((item) => within(item).getByRole('img'))
    for (const image of images) {
      expect(image.getAttribute('alt')).toMatch(/.{10,}/)
      expect(image.getAttribute('srcset')).toMatch(/ 320w, /)
      expect(image.getAttribute('sizes')).toMatch(/^\(min-width: 1024px\) \d+px/)
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0)
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0)
      expect(image.style.backgroundImage).toMatch(/^url\("?data:image/)
    }
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array<string>(3).fill('eager'),
      ...Array<string>(9).fill('lazy'),
    ])
  })

  it('leaves out the venue block when an event has none', async () => {
    await renderEventRoute('/events/sophie-tom-cottesloe')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sophie & Tom — Cottesloe Beach' })).toBeTruthy()
    expect(within(screen.getByRole('list', { name: 'Photographs' })).getAllByRole('listitem')).toHaveLength(5)
    expect(screen.queryByText(/Cottesloe,/)).toBeNull()
  })

  it('shows a not-found state that leads back to the portfolio for an unknown event', async () => {
    await renderEventRoute('/events/no-such-wedding')
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View the portfolio' }).getAttribute('href')).toBe('/portfolio')
  })
})
