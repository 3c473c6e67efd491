/** @vitest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HomeGallery } from '../../../src/features/home/HomeGallery.tsx'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'

const image = (id: string) => ({
  alt: `Image ${id}`,
  crop: null,
  hotspot: null,
  asset: { _id: `image-${id}-1200x1500-jpg`, width: 1200, height: 1500, lqip: null },
})

const images = ['a', 'b', 'c', 'd', 'e', 'f'].map(image)

const counter = () => screen.getByText(/^\d \/ 6$/).textContent

// jsdom's window is 1024 px wide, where the carousel controls give way to the grid (display: none);
// `hidden: true` finds them anyway, as a phone would show them.
describe('HomeGallery carousel', () => {
  it('shows six slides and wraps at both ends with previous and next', async () => {
    const { user } = await renderWithProviders(<HomeGallery images={images} />)
    expect(screen.getAllByRole('img')).toHaveLength(6)
    expect(counter()).toBe('1 / 6')
    await user.click(screen.getByRole('button', { name: 'Previous image', hidden: true }))
    expect(counter()).toBe('6 / 6')
    await user.click(screen.getByRole('button', { name: 'Next image', hidden: true }))
    expect(counter()).toBe('1 / 6')
    for (let step = 0; step < 6; step++)
      await user.click(screen.getByRole('button', { name: 'Next image', hidden: true }))
    expect(counter()).toBe('1 / 6')
  })

  it('moves on a horizontal swipe, and ignores short or vertical ones', async () => {
    await renderWithProviders(<HomeGallery images={images} />)
    const viewport = screen.getAllByRole('img')[0]!.closest('ul')!.parentElement!
    let pointerId = 0
    const swipe = (from: [number, number], to: [number, number]) => {
      const pointer = { pointerId: ++pointerId, pointerType: 'touch', isPrimary: true }
      fireEvent.pointerDown(viewport, { ...pointer, clientX: from[0], clientY: from[1] })
      fireEvent.pointerUp(viewport, { ...pointer, clientX: to[0], clientY: to[1] })
    }
    swipe([300, 100], [100, 110])
    expect(counter()).toBe('2 / 6')
    swipe([100, 100], [300, 100])
    swipe([100, 100], [300, 100])
    expect(counter()).toBe('6 / 6')
    swipe([100, 100], [120, 100])
    swipe([100, 100], [160, 400])
    expect(counter()).toBe('6 / 6')
  })
})
