/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { wrapIndex } from '../../../src/lib/math/wrapIndex.ts'
import { installSeedContentLake } from '../../support/seedLake.ts'
import { installDialogPolyfill, renderEventRoute } from './renderEventRoute.tsx'

installSeedContentLake()
beforeAll(installDialogPolyfill)

/** Twelve photos. */
const EVENT = '/events/eliza-james-montville'

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement
/** The grid's photo links, once the event has loaded (the first query also warms up the lake). */
const photoLinks = async () =>
  within(await screen.findByRole('list', { name: 'Photographs' }, { timeout: 5000 })).getAllByRole('link')
const scrollLocked = () => document.documentElement.style.overflow === 'hidden'

async function expectPhoto(router: { state: { location: { search: unknown } } }, position: number) {
  await waitFor(() => expect(within(dialog()).getByText(`${position} / 12`)).toBeTruthy())
  // The URL follows the photo after the paint (useLightboxUrl.ts).
  await waitFor(() => expect(router.state.location.search).toEqual({ image: position }))
}

describe('wrapIndex', () => {
  it('always lands on a photo, one step from where it started, in either direction', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.nat(), (count, seed) => {
        const index = seed % count
        const next = wrapIndex(index + 1, count)
        const previous = wrapIndex(index - 1, count)
        expect(next).toBeGreaterThanOrEqual(0)
        expect(next).toBeLessThan(count)
        expect(wrapIndex(previous + 1, count)).toBe(index)
        expect(next).toBe(index === count - 1 ? 0 : index + 1)
      }),
    )
  })
})

describe('Event lightbox', () => {
  it('opens from a photo, moves focus in, locks scroll, wraps with the arrow keys and closes on Escape', async () => {
    const { router, user } = await renderEventRoute(EVENT)
    const second = (await photoLinks())[1]!
    await user.click(second)

    await waitFor(() => expect(dialog().open).toBe(true))
    await expectPhoto(router, 2)
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Close' }))
    expect(scrollLocked()).toBe(true)

    await user.keyboard('{ArrowRight}')
    await expectPhoto(router, 3)
    for (const position of [2, 1, 12]) {
      await user.keyboard('{ArrowLeft}')
      await expectPhoto(router, position)
    }
    await user.keyboard('{ArrowRight}')
    await expectPhoto(router, 1)

    await user.keyboard('{Escape}')
    await waitFor(() => expect(dialog().open).toBe(false))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(document.activeElement).toBe(second)
    expect(scrollLocked()).toBe(false)
  })

  it('steps by button and by swipe, replacing the entry so one Back closes it', async () => {
    const { router, history, user } = await renderEventRoute(EVENT)
    const first = (await photoLinks())[0]!
    await user.click(first)
    await expectPhoto(router, 1)
    const entries = history.length

    await user.click(within(dialog()).getByRole('button', { name: 'Previous photo' }))
    await expectPhoto(router, 12)
    await user.click(within(dialog()).getByRole('button', { name: 'Next photo' }))
    await expectPhoto(router, 1)

    const stage = (await within(dialog()).findByRole('img')).closest('[data-photo-frame]')!.parentElement!
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: 300, clientY: 400 })
    fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: 180, clientY: 410 })
    await expectPhoto(router, 2)
    // A mostly vertical drag is a scroll attempt, not a swipe.
    fireEvent.pointerDown(stage, { pointerId: 2, pointerType: 'touch', isPrimary: true, clientX: 200, clientY: 200 })
    fireEvent.pointerUp(stage, { pointerId: 2, pointerType: 'touch', isPrimary: true, clientX: 150, clientY: 400 })
    expect(history.length).toBe(entries)

    history.back()
    await waitFor(() => expect(dialog().open).toBe(false))
    expect(router.state.location.pathname).toBe(EVENT)
    expect(router.state.location.search).toEqual({})
    expect(document.activeElement).toBe(first)
    expect(scrollLocked()).toBe(false)
  })

  it('opens straight onto the photo in the URL, preloads its neighbours, and closes without leaving', async () => {
    const { router, user } = await renderEventRoute(`${EVENT}?image=5`)
    await waitFor(() => expect(dialog().open).toBe(true))
    await expectPhoto(router, 5)
    const photo = await within(dialog()).findByRole('img')
    expect(photo.getAttribute('alt')).toMatch(/.{10,}/)
    expect(within(dialog()).getByText(photo.getAttribute('alt')!, { selector: 'p' })).toBeTruthy()

    const preloads = (await screen.findByTestId('lightbox-preload')).querySelectorAll('img')
    expect(preloads).toHaveLength(2)
    for (const image of preloads) expect(image.getAttribute('loading')).toBe('eager')

    await user.click(within(dialog()).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(dialog().open).toBe(false))
    expect(router.state.location.pathname).toBe(EVENT)
    expect(document.activeElement).toBe((await photoLinks())[4])
  })

  // A tap paints its answer before the router re-renders the page (docs/decisions/0023).
  it('opens and steps in the tap itself, and writes the URL after the paint', async () => {
    const { router, history, user } = await renderEventRoute(EVENT)
    const entries = history.length
    const third = (await photoLinks())[2]!
    fireEvent.click(third)
    // The tap's frame draws it over the page; it becomes modal after that paint (useModalDialog.ts).
    expect(dialog().hasAttribute('data-opening')).toBe(true)
    expect(within(dialog()).getByText('3 / 12')).toBeTruthy()
    expect(router.state.location.search).toEqual({})
    await waitFor(() => expect(dialog().open).toBe(true))
    await expectPhoto(router, 3)
    expect(history.length).toBe(entries + 1)

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Next photo' }))
    expect(within(dialog()).getByText('4 / 12')).toBeTruthy()
    expect(router.state.location.search).toEqual({ image: 3 })
    await expectPhoto(router, 4)
    expect(history.length).toBe(entries + 1)

    await user.click(within(dialog()).getByRole('button', { name: 'Close' }))
    expect(dialog().open).toBe(false)
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(document.activeElement).toBe(third)
  })

  it('closes at once when closed before the URL caught up, and leaves the grid where it was', async () => {
    const { router, history } = await renderEventRoute(EVENT)
    const entries = history.length
    fireEvent.click((await photoLinks())[0]!)
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))
    expect(dialog().open).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(dialog().open).toBe(false)
    expect(history.length).toBeLessThanOrEqual(entries + 1)
  })

  // The tap paints the frame; the photo is fetched and decoded after that paint (docs/decisions/0023).
  it("fetches the caption's italic face once the page is live, before any tap opens it", async () => {
    // jsdom has no FontFaceSet: this one records what is asked of it.
    const load = vi.fn((_font: string) => Promise.resolve([]))
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true })
    try {
      await renderEventRoute(EVENT)
      await photoLinks()
      await waitFor(() =>
        expect(load).toHaveBeenCalledWith(expect.stringMatching(/^italic .*'Cormorant Garamond Variable'/)),
      )
      expect(dialog().open).toBe(false)
    } finally {
      delete (document as { fonts?: unknown }).fonts
    }
  })

  describe('the photo', () => {
    const decodes: { image: HTMLImageElement; resolve: () => void }[] = []
    // jsdom has no `decode()`: each test gives images one.
    const stubDecode = (decode: (this: HTMLImageElement) => Promise<void>) =>
      Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true })
    afterEach(() => {
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode
      decodes.length = 0
    })
    const holdDecodes = () =>
      stubDecode(function (this: HTMLImageElement) {
        return new Promise<void>((resolve) => decodes.push({ image: this, resolve }))
      })
    const frame = () => dialog().querySelector<HTMLElement>('[data-photo-frame]')
    const stagePhoto = () => frame()?.querySelector('img') ?? null

    it('paints its frame in the tap and shows the photo only once it has decoded', async () => {
      holdDecodes()
      await renderEventRoute(EVENT)
      fireEvent.click((await photoLinks())[2]!)
      // The tap's own render: the counter, the caption and a frame at the photo's shape over its blur.
      expect(within(dialog()).getByText('3 / 12')).toBeTruthy()
      expect(frame()?.style.aspectRatio).toMatch(/^\d/)
      expect(frame()?.style.backgroundImage).toMatch(/^url\("?data:image/)
      expect(stagePhoto()).toBeNull()

      const photo = await waitFor(() => stagePhoto() ?? Promise.reject(new Error('no photo yet')))
      expect(photo.getAttribute('decoding')).toBe('async')
      expect(photo.hasAttribute('data-decoding')).toBe(true)
      expect(decodes.map((decode) => decode.image)).toEqual([photo])
      decodes[0]!.resolve()
      await waitFor(() => expect(photo.hasAttribute('data-decoding')).toBe(false))

      // The next photo starts again from its own frame, not from the last photo.
      const before = frame()!.style.backgroundImage
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Next photo' }))
      expect(within(dialog()).getByText('4 / 12')).toBeTruthy()
      expect(frame()!.style.backgroundImage).not.toBe(before)
      expect(stagePhoto()).toBeNull()
      await waitFor(() => expect(decodes).toHaveLength(2))
    })

    it('shows the photo even when it cannot be decoded (its alt text stands in)', async () => {
      stubDecode(() => Promise.reject(new DOMException('broken', 'EncodingError')))
      await renderEventRoute(`${EVENT}?image=2`)
      await waitFor(() => expect(stagePhoto()?.hasAttribute('data-decoding')).toBe(false))
    })
  })

  // The app preloads a link's route on touchstart; a photo's is the page already shown (decision 0023).
  it('asks the router for nothing when a finger lands on a photo', async () => {
    const { router } = await renderEventRoute(EVENT, { defaultPreload: 'intent' })
    const preload = vi.spyOn(router, 'preloadRoute')
    fireEvent.touchStart((await photoLinks())[0]!)
    fireEvent.focus((await photoLinks())[1]!)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(preload).not.toHaveBeenCalled()
  })

  it('treats a photo number it does not have as closed', async () => {
    await renderEventRoute(`${EVENT}?image=99`)
    await photoLinks()
    expect(dialog().open).toBe(false)
    expect(scrollLocked()).toBe(false)
  })
})
