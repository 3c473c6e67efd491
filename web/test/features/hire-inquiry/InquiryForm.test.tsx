/** @vitest-environment jsdom */
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { InquiryForm } from '../../../src/features/hire-inquiry/InquiryForm.tsx'
import { STORAGE_KEY } from '../../../src/hire-list/hireListStorage.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'

installSeedContentLake()
afterEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
})

const note = (event: object) =>
  window.localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ version: 2, items: [{ productId: 'decor-1', quantity: 2 }], event }),
  )

describe('Inquiry form and the event noted on the hire list', () => {
  it('prefills Date of Event and Venue/Location, still editable', async () => {
    note({ date: '2099-03-20', venue: 'Spicers Clovelly Estate, Montville' })
    const { user } = await renderWithProviders(<InquiryForm />, { path: '/equipment-hire-inquiry' })
    const date = (await screen.findByLabelText('Date of Event')) as HTMLInputElement
    const venue = screen.getByLabelText('Venue/Location') as HTMLInputElement
    await waitFor(() => expect(date.value).toBe('2099-03-20'))
    expect(venue.value).toBe('Spicers Clovelly Estate, Montville')
    await user.clear(venue)
    await user.type(venue, 'Maleny')
    expect(venue.value).toBe('Maleny')
  })

  it('keeps what the visitor already typed (a restored draft) over the note', async () => {
    note({ date: '2099-03-20', venue: 'Montville' })
    window.sessionStorage.setItem('amaranth.inquiryDraft', JSON.stringify({ eventDate: '2099-04-01', venue: '' }))
    await renderWithProviders(<InquiryForm />, { path: '/equipment-hire-inquiry' })
    const date = (await screen.findByLabelText('Date of Event')) as HTMLInputElement
    await waitFor(() => expect((screen.getByLabelText('Venue/Location') as HTMLInputElement).value).toBe('Montville'))
    expect(date.value).toBe('2099-04-01')
  })

  it('points out a past date without blocking the form', async () => {
    note({ date: '2020-01-01' })
    await renderWithProviders(<InquiryForm />, { path: '/equipment-hire-inquiry' })
    expect(await screen.findByText(/This date has already passed/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Submit Inquiry' }) as HTMLButtonElement).disabled).toBe(false)
  })
})

describe('Inquiry form and the guest plan noted on the hire list', () => {
  it('prefills Guests and Guests per table, still editable, and leaves them empty without a valid plan', async () => {
    note({ guests: '120', perTable: '8' })
    const { user } = await renderWithProviders(<InquiryForm />, { path: '/equipment-hire-inquiry' })
    const guests = (await screen.findByLabelText('Guests')) as HTMLInputElement
    await waitFor(() => expect(guests.value).toBe('120'))
    expect((screen.getByLabelText('Guests per table') as HTMLInputElement).value).toBe('8')
    await user.clear(guests)
    await user.type(guests, '6000')
    await user.tab()
    expect(await screen.findByText('Guests must be a whole number from 1 to 5,000')).toBeTruthy()
  })

  it('carries nothing from a half-typed plan', async () => {
    note({ guests: '12x' })
    await renderWithProviders(<InquiryForm />, { path: '/equipment-hire-inquiry' })
    const guests = (await screen.findByLabelText('Guests')) as HTMLInputElement
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(guests.value).toBe('')
  })
})
