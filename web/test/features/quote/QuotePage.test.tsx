/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { QuotePage, type QuoteSearch } from '../../../src/features/quote/QuotePage.tsx'
import type { QuoteView } from '../../../src/booking/quoteView.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'
import { changedView, confirmedView, figures, paidView, quoteView, TOKEN } from './quoteFixtures.ts'

const server = installSeedContentLake()

const answers = (...views: QuoteView[]) => {
  const requests: URL[] = []
  server.use(
    http.get('*/api/quote/:token', ({ request, params }) => {
      requests.push(new URL(request.url))
      if (params.token !== TOKEN) return HttpResponse.json({ error: 'not_found' }, { status: 404 })
      return HttpResponse.json(views[Math.min(requests.length - 1, views.length - 1)])
    }),
  )
  return requests
}

const posts = (action: string, status: number, body: Record<string, unknown>) => {
  const received: unknown[] = []
  server.use(
    http.post(`*/api/quote/:token/${action}`, async ({ request }) => {
      received.push(await request.json().catch(() => null))
      return HttpResponse.json(body, { status })
    }),
  )
  return received
}

async function renderQuote(search: QuoteSearch = {}, token = TOKEN) {
  const onGo = vi.fn()
  const rendered = await renderWithProviders(
    <Suspense fallback="loading">
      <QuotePage token={token} search={search} onGo={onGo} />
    </Suspense>,
    { path: `/quote/${token}` },
  )
  return { ...rendered, onGo }
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 8000 })

describe('Your quote', () => {
  it('shows an open quote: the lines, Total, the event, the deposit and balance, valid until and the terms', async () => {
    answers(quoteView())
    await renderQuote()
    const table = await screen.findByRole('table', { name: 'Your quote' }, { timeout: 8000 })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your quote')
    expect(within(table).getByRole('rowheader', { name: '120 x Crossback Timber Chair' })).toBeTruthy()
    expect(within(table).getByRole('row', { name: 'Total $1,326.00' })).toBeTruthy()
    expect(within(table).getByRole('row', { name: 'Candles as discussed' })).toBeTruthy()
    const event = screen.getByRole('region', { name: 'Your event' })
    expect(event.textContent).toContain('Saturday 20 March 2027')
    expect(event.textContent).toContain('Howard Smith Wharves')
    expect(event.textContent).toContain('4000')
    expect(within(event).getByRole('link', { name: 'In effect from 1 November 2026' }).getAttribute('href')).toBe(
      '/hire-terms',
    )
    const pay = screen.getByRole('region', { name: 'Accept and pay' })
    expect(pay.textContent).toContain('Deposit (30%), paid now$397.80')
    expect(pay.textContent).toContain('Balance, due by Saturday 6 March 2027$928.20')
    expect(pay.textContent).toContain('Valid until Friday 11 December 2026')
    expect(screen.getByRole('button', { name: 'Accept and pay deposit' })).toBeTruthy()
  })

  it('shows a line written with its amount ("x 80 = $800.00") with the amount in its column only', async () => {
    answers(
      quoteView({ current: figures({ lines: [{ text: 'Crossback Timber Chair x 80 = $800.00', cents: 80_000 }] }) }),
    )
    await renderQuote()
    const table = await screen.findByRole('table', { name: 'Your quote' }, { timeout: 8000 })
    expect(within(table).getByRole('row', { name: 'Crossback Timber Chair x 80 $800.00' })).toBeTruthy()
  })

  it('charges the whole total as the deposit inside the balance window, and says why', async () => {
    answers(
      quoteView({
        inBalanceWindow: true,
        current: figures({ depositCents: 132_600, balanceCents: 0, balanceDueDate: '2027-03-06' }),
      }),
    )
    await renderQuote()
    const pay = await screen.findByRole('region', { name: 'Accept and pay' }, { timeout: 8000 })
    expect(pay.textContent).toContain('Deposit: the whole total (the event is within 14 days)$1,326.00')
    expect(pay.textContent).not.toContain('Balance')
  })

  it('accepts with the typed name and the terms agreed, then goes to the payment the server opened', async () => {
    answers(quoteView())
    const received = posts('accept', 200, { url: 'https://checkout.stripe.test/c/pay/cs_test_1' })
    const { user, onGo } = await renderQuote()
    const name = await screen.findByRole('textbox', { name: 'Full name' }, { timeout: 8000 })
    const terms = screen.getByRole('checkbox', { name: /hire terms/ })
    expect(within(terms.parentElement!).getByRole('link', { name: 'hire terms' }).getAttribute('href')).toBe(
      '/hire-terms',
    )
    await user.type(name, 'Olivia Hart')
    await user.click(terms)
    await user.click(screen.getByRole('button', { name: 'Accept and pay deposit' }))
    await waitFor(() => expect(onGo).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_test_1'))
    expect(received).toEqual([{ fullName: 'Olivia Hart', agreeTerms: true }])
  })

  it('sends nothing without a name or the terms, and says so on each field and in an alert', async () => {
    answers(quoteView())
    const received = posts('accept', 200, { url: 'https://checkout.stripe.test/x' })
    const { user } = await renderQuote()
    await user.click(await screen.findByRole('button', { name: 'Accept and pay deposit' }, { timeout: 8000 }))
    const alert = await screen.findByRole('alert', { name: 'Please correct 2 fields:' })
    expect(alert.textContent).toContain('Type your full name to sign.')
    const name = screen.getByRole('textbox', { name: 'Full name' })
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(name)
    expect(screen.getByRole('checkbox', { name: /hire terms/ }).getAttribute('aria-describedby')).toBeTruthy()
    expect(received).toEqual([])
  })

  it("puts the server's field errors on the fields and keeps what was typed", async () => {
    answers(quoteView())
    posts('accept', 400, { error: 'invalid', fields: { fullName: 'Your full name must be at most 120 characters.' } })
    const { user, onGo } = await renderQuote()
    const name = await screen.findByRole('textbox', { name: 'Full name' }, { timeout: 8000 })
    await user.type(name, 'Olivia Hart')
    await user.click(screen.getByRole('checkbox', { name: /hire terms/ }))
    await user.click(screen.getByRole('button', { name: 'Accept and pay deposit' }))
    expect(await screen.findByText('Your full name must be at most 120 characters.', { selector: 'p' })).toBeTruthy()
    expect((name as HTMLInputElement).value).toBe('Olivia Hart')
    expect((screen.getByRole('checkbox', { name: /hire terms/ }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('button', { name: 'Accept and pay deposit' }).hasAttribute('disabled')).toBe(false)
    expect(onGo).not.toHaveBeenCalled()
  })

  it('names the lines no longer free and takes no payment', async () => {
    answers(quoteView())
    posts('accept', 409, {
      error: 'unavailable',
      message: 'Some of your quote is no longer free on Saturday 20 March 2027. Nothing has been charged.',
      lines: ['120 x Crossback Timber Chair'],
    })
    const { user, onGo } = await renderQuote()
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }, { timeout: 8000 }), 'Olivia Hart')
    await user.click(screen.getByRole('checkbox', { name: /hire terms/ }))
    await user.click(screen.getByRole('button', { name: 'Accept and pay deposit' }))
    const list = await screen.findByRole('list', { name: 'No longer free' })
    expect(within(list).getByText('120 x Crossback Timber Chair')).toBeTruthy()
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('Nothing has been charged'))).toBe(
      true,
    )
    expect(onGo).not.toHaveBeenCalled()
  })

  it('answers a link that is not valid with a page that says so and how to reach us', async () => {
    answers(quoteView())
    await renderQuote({}, 'tampered.token')
    await heading('This quote link is not valid')
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact')
    expect(await screen.findByRole('link', { name: '07 5550 1234' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Accept and pay deposit' })).toBeNull()
  })

  it('after expiry takes no payment and asks for a fresh quote', async () => {
    answers(quoteView({ state: 'expired' }))
    const received = posts('fresh', 202, { received: true })
    const { user } = await renderQuote()
    await heading('This quote expired on Friday 11 December 2026')
    expect(screen.queryByRole('button', { name: 'Accept and pay deposit' })).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Full name' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Ask for a fresh quote' }))
    const thanks = await screen.findByText(/We will send you a fresh quote by email/)
    expect(thanks.closest('[role="status"]')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Ask for a fresh quote' })).toBeNull()
    expect(received).toHaveLength(1)
  })

  it('shows what changed after acceptance, the accepted quote standing, and asks to accept again', async () => {
    answers(changedView())
    await renderQuote()
    await heading('Booking confirmed')
    const changes = screen.getByRole('region', { name: 'Your quote has changed' })
    expect(within(changes).getByRole('table', { name: 'You accepted' }).textContent).toContain('$1,326.00')
    expect(within(changes).getByRole('table', { name: 'Your quote now' }).textContent).toContain('$1,350.00')
    expect(within(changes).getByRole('table', { name: 'Your quote now' }).textContent).toContain('150 x Crossback')
    expect(screen.getByRole('button', { name: 'Accept the new quote' })).toBeTruthy()
    // The balance follows the accepted figures until they accept again.
    expect(screen.getByRole('region', { name: 'Your payments' }).textContent).toContain('$928.20')
  })

  it('when confirmed shows the deposit paid and opens the balance payment', async () => {
    answers(confirmedView())
    posts('balance', 200, { url: 'https://checkout.stripe.test/c/pay/cs_test_balance' })
    const { user, onGo } = await renderQuote()
    await heading('Booking confirmed')
    const payments = screen.getByRole('region', { name: 'Your payments' })
    expect(payments.textContent).toContain('Deposit paid$397.80')
    expect(payments.textContent).toContain('Balance, due by Saturday 6 March 2027$928.20')
    expect(screen.queryByRole('button', { name: 'Accept and pay deposit' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Pay balance' }))
    await waitFor(() => expect(onGo).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_test_balance'))
  })

  it('when paid in full offers nothing more to pay', async () => {
    answers(paidView())
    await renderQuote()
    await heading('Paid in full')
    const payments = screen.getByRole('region', { name: 'Your payments' })
    expect(payments.textContent).toContain('Balance paid$928.20')
    expect(payments.textContent).toContain('Left to pay$0.00')
    expect(screen.queryByRole('button', { name: 'Pay balance' })).toBeNull()
  })

  it('back from Stripe, says it is confirming and asks again, with the session, until the booking is confirmed', async () => {
    const requests = answers(quoteView(), quoteView(), confirmedView())
    await renderQuote({ paid: 'deposit', session_id: 'cs_test_abcdefgh' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeTruthy()
    await heading('Booking confirmed')
    expect(requests.length).toBe(3)
    expect(requests.every((url) => url.searchParams.get('session_id') === 'cs_test_abcdefgh')).toBe(true)
    expect(screen.getByText('Payment received, thank you. Your receipt is on its way by email.')).toBeTruthy()
  })
})
