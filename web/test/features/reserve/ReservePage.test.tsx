/** @vitest-environment jsdom */
/**
 * /reserve: the list's deposit and total, and the form a reservation needs, checked in the browser
 * with the contract; until the server's POST /api/reserve exists, its 404 is said plainly.
 */
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Suspense } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { dayNumber, isoDay } from '../../../src/availability/calendarDay.ts'
import { ReservePage } from '../../../src/features/reserve/ReservePage.tsx'
import { STORAGE_KEY } from '../../../src/hire-list/hireListStorage.ts'
import { businessToday } from '../../../src/lib/time/businessDay.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'

const server = installSeedContentLake()
// jsdom lays nothing out: the form scrolls the first invalid field into view.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {}
})
afterEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
})

const FAR = isoDay(dayNumber(businessToday())! + 60)
const sent: unknown[] = []

type Answer = { status: number; body: Record<string, unknown> }
const NOT_FOUND: Answer = { status: 404, body: { message: 'Not found' } }

function renderReserve({
  reserving = true,
  answer = NOT_FOUND,
  onGo,
}: { reserving?: boolean; answer?: Answer; onGo?: (url: string) => void } = {}) {
  server.use(
    http.get('*/api/availability', () =>
      HttpResponse.json({
        freshForMs: 30_000,
        known: true,
        counts: { 'styling-furniture-2': { free: 100, stock: 100 } },
      }),
    ),
    http.post('*/api/reserve', async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json(answer.body, { status: answer.status })
    }),
  )
  window.localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({
      version: 2,
      items: [{ productId: 'styling-furniture-2', quantity: 40 }],
      event: { date: FAR, postcode: '4000', venue: 'Old Museum' },
    }),
  )
  return renderWithProviders(
    <Suspense fallback="loading">
      <ReservePage onGo={onGo} />
    </Suspense>,
    { path: '/reserve', context: { reserving } },
  )
}

describe('the Reserve now page', () => {
  it('shows the deposit held and the total, and the form prefilled from the hire list', async () => {
    await renderReserve()
    const deposit = await screen.findByText('Deposit held now')
    expect(deposit.nextElementSibling?.textContent).toMatch(/^\$[\d,.]+$/)
    expect(screen.getByText('Total').nextElementSibling?.textContent).toMatch(/^\$[\d,.]+$/)
    expect(((await screen.findByLabelText('Venue/Location')) as HTMLInputElement).value).toBe('Old Museum')
    expect((screen.getByLabelText('Date of Event') as HTMLInputElement).value).toBe(FAR)
    expect((screen.getByRole('radio', { name: /Delivery, setup and collection/ }) as HTMLInputElement).checked).toBe(
      true,
    )
  })

  it('checks the fields with the contract before sending', async () => {
    const { user } = await renderReserve()
    await user.click(await screen.findByRole('button', { name: 'Reserve and hold the deposit' }))
    const summary = (await screen.findByText(/^Please correct \d+ fields:$/)).parentElement!
    expect(within(summary).getByText(/First Name is required/)).toBeTruthy()
    expect(within(summary).getByText(/Your full name is required/)).toBeTruthy()
    expect(within(summary).getByText(/Please accept the hire terms/)).toBeTruthy()
    expect(sent).toHaveLength(0)
  })

  it('offers the inquiry, and no form, while the server takes no reservations', async () => {
    await renderReserve({ reserving: false })
    expect(await screen.findByText(/Reserving online is not open just now/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Send an inquiry' }).getAttribute('href')).toBe('/equipment-hire-inquiry')
    expect(screen.queryByRole('button', { name: 'Reserve and hold the deposit' })).toBeNull()
  })

  async function fillAndSend(answer?: Answer, onGo?: (url: string) => void) {
    const rendered = await renderReserve({ answer, onGo })
    const { user } = rendered
    await user.type(await screen.findByLabelText('First Name'), 'Alex')
    await user.type(screen.getByLabelText('Last Name'), 'Nguyen')
    await user.type(screen.getByLabelText('Email'), 'alex@example.com')
    await user.type(screen.getByLabelText('Your full name'), 'Alex Nguyen')
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept the/ }))
    await user.click(screen.getByRole('button', { name: 'Reserve and hold the deposit' }))
    return rendered
  }

  it('goes to the Stripe page the server answers, keeping what was typed for a way back', async () => {
    const onGo = vi.fn()
    await fillAndSend({ status: 200, body: { url: 'https://checkout.stripe.test/c/pay/cs_test_1' } }, onGo)
    await vi.waitFor(() => expect(onGo).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_test_1'))
    expect(window.sessionStorage.getItem('amaranth.reserveDraft')).toContain('Alex Nguyen')
    expect(screen.queryByText(/Thank you!/)).toBeNull()
  })

  it('shows a 409’s reasons and keeps the fields as typed', async () => {
    await fillAndSend({
      status: 409,
      body: {
        error: 'not_reservable',
        message: 'This list goes through our team: send an inquiry and we will confirm it with you.',
        reasons: ['The Grand Arch is no longer free on Saturday 20 March 2027'],
      },
    })
    const alert = await screen.findByText(/This list goes through our team/)
    expect(alert.textContent).toContain('The Grand Arch is no longer free on Saturday 20 March 2027')
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Alex')
  })

  it('shows a 503’s retry message and keeps the fields as typed', async () => {
    await fillAndSend({
      status: 503,
      body: {
        error: 'unavailable',
        message: 'The payment page could not be opened. Nothing is held or charged: please try again shortly.',
        retryAfter: 60,
      },
    })
    expect(await screen.findByText(/The payment page could not be opened\. Nothing is held or charged/)).toBeTruthy()
    expect((screen.getByLabelText('Your full name') as HTMLInputElement).value).toBe('Alex Nguyen')
  })

  it('says plainly that reserving is not open yet when the server answers 404', async () => {
    await fillAndSend()
    expect(
      await screen.findByText(/Reserving online is not open yet, so nothing has been held or charged\./),
    ).toBeTruthy()
    expect(sent.at(-1)).toMatchObject({
      fullName: 'Alex Nguyen',
      fulfilment: 'delivery',
      postcode: '4000',
      acceptTerms: true,
      items: [{ productId: 'styling-furniture-2', quantity: 40 }],
    })
    expect(JSON.stringify(sent.at(-1))).not.toMatch(/cents|price/i)
  })
})
