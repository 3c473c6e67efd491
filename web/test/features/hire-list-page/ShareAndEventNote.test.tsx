/** @vitest-environment jsdom */
import { screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HireListPage } from '../../../src/features/hire-list-page/HireListPage.tsx'
import { STORAGE_KEY } from '../../../src/hire-list/hireListStorage.ts'
import { decodeSharedList } from '../../../src/hire-list/shareLink.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'

installSeedContentLake()
afterEach(() => {
  window.localStorage.clear()
  for (const name of ['share', 'clipboard']) Reflect.deleteProperty(navigator, name)
})

/** The device's abilities, set after user-event has installed its own clipboard. */
function device({ share, writeText }: { share?: unknown; writeText?: unknown }) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true })
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

const LIST = [
  { productId: 'decor-21', variantKey: 'v2', quantity: 12 },
  { productId: 'catering-tableware-12', quantity: 3 },
]

const renderPage = () => {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(LIST))
  return renderWithProviders(
    <Suspense fallback="loading">
      <HireListPage />
    </Suspense>,
    { path: '/hire-list' },
  )
}

const itemsOf = (link: string) => decodeSharedList(new URL(link).searchParams.get('items'))

describe('Share this list', () => {
  it('copies a link holding the list where there is no share sheet, and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    const { user } = await renderPage()
    device({ writeText })
    await user.click(await screen.findByRole('button', { name: 'Share this list' }))
    expect(await screen.findByText(/^Link copied\./)).toBeTruthy()
    const link = (screen.getByLabelText('Link to your list') as HTMLInputElement).value
    expect(writeText).toHaveBeenCalledWith(link)
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/hire-list\/shared\?items=/)
    expect(itemsOf(link)).toEqual({ ok: true, items: LIST })
  })

  it("uses the device's share sheet where it has one", async () => {
    const share = vi.fn(() => Promise.resolve())
    const { user } = await renderPage()
    device({ share })
    await user.click(await screen.findByRole('button', { name: 'Share this list' }))
    expect(share).toHaveBeenCalledTimes(1)
    const [{ url }] = share.mock.calls[0] as unknown as [{ url: string }]
    expect(itemsOf(url)).toEqual({ ok: true, items: LIST })
  })

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')))
    const { user } = await renderPage()
    device({ writeText })
    await user.click(await screen.findByRole('button', { name: 'Share this list' }))
    expect(await screen.findByText('Copy the link below to share your list.')).toBeTruthy()
    expect((screen.getByLabelText('Link to your list') as HTMLInputElement).value).toMatch(/items=/)
  })
})

describe('The event date noted with the list', () => {
  it('keeps the date and venue with the list, and points out a date less than 48 hours away', async () => {
    const { user, hireListStore } = await renderPage()
    const date = await screen.findByLabelText('Date of Event')
    const tomorrow = new Date(Date.now() + 86_400_000)
    const iso = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`
    await user.type(date, iso)
    expect(hireListStore.event()).toEqual({ date: iso })
    expect(screen.getByText(/Cancellations and changes need 48 hours’ notice/)).toBeTruthy()
    await user.clear(date)
    await user.type(date, '2099-03-20')
    expect(screen.queryByText(/48 hours’ notice/)).toBeNull()
    await user.type(screen.getByLabelText(/Venue\/Location/), 'Paddington')
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toEqual({
      version: 2,
      items: LIST,
      event: { date: '2099-03-20', venue: 'Paddington' },
    })
  })
})
