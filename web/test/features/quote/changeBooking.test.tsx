/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QuotePage, type QuoteSearch } from '../../../src/features/quote/QuotePage.tsx'
import type { ChangeOffer } from '../../../src/booking/changeView.ts'
import type { QuoteView } from '../../../src/booking/quoteView.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'
import { chairs, offer, preview } from './changeFixtures.ts'
import { confirmedView, TOKEN } from './quoteFixtures.ts'

const server = installSeedContentLake()

afterEach(() => sessionStorage.clear())

const offered = (overrides: Partial<QuoteView> = {}) =>
  confirmedView({ change: { offered: true, applied: [] }, ...overrides })

const APPLIED = {
  at: '2027-02-01T01:00:00.000Z',
  by: 'Olivia Hart',
  lines: [{ name: 'Crossback Timber Chair', from: 80, to: 100 }],
  beforeCents: 132_600,
  afterCents: 154_600,
  feesKeptCents: 0,
  refundCents: 0,
}

/** Paid in full, with a change after it waiting for its difference. */
const PAYING = {
  id: 'chg_2',
  state: 'paying' as const,
  at: '2027-02-01T01:00:00.000Z',
  by: 'Olivia Hart',
  lines: [{ name: 'Crossback Timber Chair', from: 80, to: 100 }],
  beforeCents: 132_600,
  afterCents: 154_600,
}
const PAID = { state: 'paid' as const, dueCents: 0 }

/** The quote API as the server answers it: `views` in turn (the last one kept), the change routes recorded. */
function api({
  views,
  change = offer(),
  previews = [{ status: 200, body: preview() }],
  submits = [{ status: 200, body: { outcome: 'applied' } }],
}: {
  views: QuoteView[]
  change?: ChangeOffer
  previews?: { status: number; body: unknown }[]
  submits?: { status: number; body: unknown }[]
}) {
  const seen = { quoteReads: 0, offerReads: 0, previews: [] as unknown[], submits: [] as unknown[] }
  server.use(
    http.get('*/api/quote/:token', () => HttpResponse.json(views[Math.min(seen.quoteReads++, views.length - 1)])),
    http.get('*/api/quote/:token/change', () => (seen.offerReads++, HttpResponse.json(change))),
    http.post('*/api/quote/:token/change/preview', async ({ request }) => {
      const answer = previews[Math.min(seen.previews.length, previews.length - 1)]!
      seen.previews.push(await request.json())
      return HttpResponse.json(answer.body as object, { status: answer.status })
    }),
    http.post('*/api/quote/:token/change', async ({ request }) => {
      const answer = submits[Math.min(seen.submits.length, submits.length - 1)]!
      seen.submits.push(await request.json())
      return HttpResponse.json(answer.body as object, { status: answer.status })
    }),
  )
  return seen
}

async function renderQuote(search: QuoteSearch = {}) {
  const onGo = vi.fn()
  const rendered = await renderWithProviders(
    <Suspense fallback="loading">
      <QuotePage token={TOKEN} search={search} onGo={onGo} />
    </Suspense>,
    { path: `/quote/${TOKEN}` },
  )
  return { ...rendered, onGo }
}

const openChange = async (user: Awaited<ReturnType<typeof renderQuote>>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Change my booking' }, { timeout: 8000 }))
  return screen.findByRole('list', { name: 'Your lines' }, { timeout: 8000 })
}

const stepper = (name: string) => screen.getByRole('group', { name: `Quantity of ${name}` })
const quantityOf = (name: string) => within(stepper(name)).getByRole('spinbutton') as HTMLInputElement

describe('Change my booking', () => {
  it('is offered on a confirmed booking, and its lines are read only when it is opened', async () => {
    const seen = api({ views: [offered()] })
    const { user } = await renderQuote()
    const button = await screen.findByRole('button', { name: 'Change my booking' }, { timeout: 8000 })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(seen.offerReads).toBe(0)
    const lines = await openChange(user)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(seen.offerReads).toBe(1)
    const row = within(lines).getByRole('listitem', { name: 'Crossback Timber Chair' })
    expect(row.textContent).toContain('$10.00 each, 80 booked')
    expect(row.textContent).toContain('Add more until Tuesday 16 March 2027 if free on your date')
    expect(row.textContent).toContain('Up to 20 more free on Saturday 20 March 2027.')
    // The policy's words and the free pieces describe the stepper's field.
    const field = quantityOf('Crossback Timber Chair')
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ')
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      chairs().allowance.words,
      'Up to 20 more free on Saturday 20 March 2027.',
    ])
  })

  it('is not offered when the server does not offer it', async () => {
    api({ views: [confirmedView({ change: { offered: false, applied: [] } })] })
    await renderQuote()
    await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' }, { timeout: 8000 })
    expect(screen.queryByRole('button', { name: 'Change my booking' })).toBeNull()
  })

  it('holds each stepper to what the line can be: no more than is free, no fewer when reductions are refused', async () => {
    api({ views: [offered()] })
    const { user } = await renderQuote()
    await openChange(user)
    const chairsField = quantityOf('Crossback Timber Chair')
    fireEvent.change(chairsField, { target: { value: '150' } })
    expect(chairsField.value).toBe('100')
    const more = within(stepper('Crossback Timber Chair')).getByRole('button', { name: 'Increase quantity' })
    expect((more as HTMLButtonElement).disabled).toBe(true)
    const fewer = within(stepper('Brass Table Number Stand')).getByRole('button', { name: 'Decrease quantity' })
    expect((fewer as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('listitem', { name: 'Brass Table Number Stand' }).textContent).toContain(
      'reductions closed on Saturday 6 March 2027',
    )
  })

  it('sends only the lines changed, shows old and new side by side, and applies the signed change', async () => {
    const seen = api({
      views: [offered(), offered({ change: { offered: true, applied: [APPLIED] } })],
    })
    const { user } = await renderQuote()
    await openChange(user)
    await user.click(screen.getByRole('button', { name: 'Review changes' }))
    expect((await screen.findByText(/^Nothing has changed yet/)).closest('[role="alert"]')).toBeTruthy()
    expect(seen.previews).toEqual([])

    fireEvent.change(quantityOf('Crossback Timber Chair'), { target: { value: '100' } })
    expect(screen.getByRole('listitem', { name: 'Crossback Timber Chair' }).textContent).toContain('20 more')
    await user.click(screen.getByRole('button', { name: 'Review changes' }))
    const table = await screen.findByRole('table', { name: 'Your booking, as it is and with your change' })
    expect(seen.previews).toEqual([{ lines: [{ productId: 'styling-furniture-2', quantity: 100 }] }])
    expect(within(table).getByRole('row', { name: /Crossback Timber Chair/ }).textContent).toContain('80$800.00')
    expect(within(table).getByRole('row', { name: /Crossback Timber Chair/ }).textContent).toContain('100$1,000.00')
    expect(within(table).getByRole('row', { name: 'Total $1,326.00 $1,546.00' })).toBeTruthy()
    expect(document.activeElement?.textContent).toBe('Review your change')
    const review = screen.getByRole('region', { name: 'Review your change' })
    expect(review.textContent).toContain('Paid so far$397.80')
    expect(review.textContent).toContain('Your new balance$1,148.20')
    expect(review.textContent).toContain('When it appliesAs soon as you confirm')

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Olivia Hart')
    await user.click(screen.getByRole('checkbox', { name: /hire terms/ }))
    await user.click(screen.getByRole('button', { name: 'Confirm changes' }))
    await waitFor(() => expect(seen.submits).toHaveLength(1))
    expect(seen.submits[0]).toEqual({
      lines: [{ productId: 'styling-furniture-2', quantity: 100 }],
      fullName: 'Olivia Hart',
      agreeTerms: true,
    })
    const said = (await screen.findByText(/Your booking is changed/, {}, { timeout: 8000 })).closest('[role="status"]')
    expect(said).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(said))
    const applied = await screen.findByRole('region', { name: 'Changes to your booking' })
    expect(applied.textContent).toContain('Crossback Timber Chair80 to 100')
    expect(screen.queryByRole('list', { name: 'Your lines' })).toBeNull()
    expect(seen.quoteReads).toBeGreaterThanOrEqual(2)
    expect(sessionStorage.length).toBe(0)
  })

  it('goes to Stripe for a difference to pay', async () => {
    const seen = api({
      views: [offered({ state: 'paid', dueCents: 0 })],
      submits: [{ status: 200, body: { outcome: 'pay', url: 'https://checkout.stripe.test/c/pay/cs_test_9' } }],
    })
    const { user, onGo } = await renderQuote()
    await openChange(user)
    fireEvent.change(quantityOf('Crossback Timber Chair'), { target: { value: '100' } })
    await user.click(screen.getByRole('button', { name: 'Review changes' }))
    const review = await screen.findByRole('region', { name: 'Review your change' })
    expect(review.textContent).toContain('The difference, to pay by card$1,148.20')
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Olivia Hart')
    await user.click(screen.getByRole('checkbox', { name: /hire terms/ }))
    await user.click(screen.getByRole('button', { name: 'Confirm changes' }))
    await waitFor(() => expect(onGo).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_test_9'))
    expect(seen.submits).toHaveLength(1)
  })

  it('shows the cancellation fee a late reduction keeps, and the credit it leaves, as the server priced them', async () => {
    api({
      views: [offered({ state: 'paid', dueCents: 0 })],
      previews: [
        {
          status: 200,
          body: preview({
            lines: [
              {
                key: 'styling-furniture-2',
                name: 'Crossback Timber Chair',
                from: 80,
                to: 70,
                unitCents: 1_000,
                feeCents: 5_000,
              },
            ],
            afterCents: 127_600,
            feesKeptCents: 5_000,
            paidCents: 132_600,
            differenceCents: -5_000,
            applies: 'with-staff',
          }),
        },
      ],
    })
    const { user } = await renderQuote()
    await openChange(user)
    fireEvent.change(quantityOf('Crossback Timber Chair'), { target: { value: '70' } })
    await user.click(screen.getByRole('button', { name: 'Review changes' }))
    const table = await screen.findByRole('table', { name: 'Your booking, as it is and with your change' })
    expect(within(table).getByRole('row', { name: /Cancellation fee kept/ }).textContent).toBe(
      'Cancellation fee kept10 × Crossback Timber Chair$50.00',
    )
    const review = screen.getByRole('region', { name: 'Review your change' })
    expect(review.textContent).toContain('Cancellation fees kept$50.00')
    expect(review.textContent).toContain('To be refunded to your card$50.00')
    expect(review.textContent).toContain('When it appliesOnce our team approves it')
  })

  it('puts a 400 beside its field and keeps what was typed', async () => {
    api({
      views: [offered()],
      submits: [{ status: 400, body: { error: 'invalid', fields: { fullName: 'Type your full name to sign.' } } }],
    })
    const { user } = await renderQuote()
    await openChange(user)
    fireEvent.change(quantityOf('Crossback Timber Chair'), { target: { value: '90' } })
    await user.click(screen.getByRole('button', { name: 'Review changes' }))
    const name = await screen.findByRole('textbox', { name: 'Full name' })
    await user.type(name, 'Olivia Hart')
    await user.click(screen.getByRole('checkbox', { name: /hire terms/ }))
    await user.click(screen.getByRole('button', { name: 'Confirm changes' }))
    const error = await screen.findByText('Type your full name to sign.', { selector: 'p' })
    expect((name as HTMLInputElement).value).toBe('Olivia Hart')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(name.getAttribute('aria-describedby')).toContain(error.id)
  })

  it('puts a line the server finds wrong beside its stepper', async () => {
    api({
      views: [offered()],
      previews: [{ status: 400, body: { error: 'invalid', fields: { 'lines.0.quantity': 'Up to 999 on a line' } } }],
    })
    const { user } = await renderQuote()
    await openChange(user)
    fireEvent.change(quantityOf('Crossback Timber Chair'), { target: { value: '90' } })
    await user.click(screen.getByRole('button', { name: 'Review changes' }))
    const error = await screen.findByText('Up to 999 on a line')
    const field = quantityOf('Crossback Timber Chair')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toContain(error.id)
    expect(field.value).toBe('90')
  })

  it('names the lines a 409 refuses, and the lines short in a preview, and offers no confirm', async () => {
    const refusal = {
      error: 'unavailable',
      message: 'Some pieces are not free on your date.',
      lines: ['Crossback Timber Chair: 10 free on Saturday 20 March 2027'],
    }
    api({
      views: [offered()],
      previews: [
        { status: 409, body: refusal },
        { status: 200, body: preview({ short: ['Crossback Timber Chair: 10 free on Saturday 20 March 2027'] }) },
      ],
    })
    const { user } = await renderQuote()
    await openChange(user)
    fireEvent.change(quantityOf('Crossback Timber Chair'), { target: { value: '100' } })
    await user.click(screen.getByRole('button', { name: 'Review changes' }))
    const alert = await screen.findByText('Some pieces are not free on your date.')
    expect(alert.closest('[role="alert"]')?.textContent).toContain(
      'Crossback Timber Chair: 10 free on Saturday 20 March 2027',
    )
    await user.click(screen.getByRole('button', { name: 'Review changes' }))
    const short = await screen.findByRole('list', { name: 'Not enough free on your date' })
    expect(short.textContent).toBe('Crossback Timber Chair: 10 free on Saturday 20 March 2027')
    expect(screen.queryByRole('button', { name: 'Confirm changes' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Back to your lines' }))
    expect(quantityOf('Crossback Timber Chair').value).toBe('100')
  })

  it("suggests quantities from guests for the booking's own lines, within what each can be", async () => {
    api({ views: [offered()] })
    const { user } = await renderQuote()
    await openChange(user)
    await user.type(screen.getByRole('textbox', { name: 'Guests' }), '150')
    const suggest = screen.getByRole('button', { name: 'Suggest quantities' })
    await waitFor(() => expect((suggest as HTMLButtonElement).disabled).toBe(false), { timeout: 8000 })
    await user.click(suggest)
    expect(quantityOf('Crossback Timber Chair').value).toBe('100')
    expect(quantityOf('Brass Table Number Stand').value).toBe('15')
    const said = screen.getByText('Suggested for 2 lines:').closest('[role="status"]')!
    expect(said.textContent).toContain('Crossback Timber Chair: 150 guests × 1 = 150; held at 100')
    expect(said.textContent).toContain('Brass Table Number Stand: 15 tables × 1 = 15')
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(quantityOf('Crossback Timber Chair').value).toBe('80')
    expect(quantityOf('Brass Table Number Stand').value).toBe('8')
  })

  it('links to the hire range on the booking\u2019s date, and comes back to the change with the pieces added', async () => {
    const seen = api({ views: [offered()] })
    const { user, unmount } = await renderQuote()
    await openChange(user)
    fireEvent.change(quantityOf('Crossback Timber Chair'), { target: { value: '90' } })
    const link = screen.getByRole('link', { name: 'Add from the hire range' })
    expect(link.getAttribute('href')).toBe('/hire-range?date=2027-03-20#all-products')
    fireEvent.click(link)
    const stored = JSON.parse(sessionStorage.getItem(`amaranth:change:${TOKEN}`)!)
    expect(stored.adding).toBe(true)
    expect(sessionStorage.getItem('amaranth:change-adding')).toBe(TOKEN)
    unmount()

    // The hire range added five place cards to the draft (features/hire-range/AddToBooking.tsx).
    stored.lines.push({ productId: 'accessories-3', quantity: 5 })
    sessionStorage.setItem(`amaranth:change:${TOKEN}`, JSON.stringify(stored))
    await renderQuote()
    const lines = await screen.findByRole('list', { name: 'Your lines' }, { timeout: 8000 })
    const added = await within(lines).findByRole('listitem', { name: 'Acrylic Place Card' }, { timeout: 8000 })
    expect(added.textContent).toContain('New to your booking')
    expect(quantityOf('Crossback Timber Chair').value).toBe('90')
    expect(document.activeElement?.textContent).toBe('Your lines')
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(`amaranth:change:${TOKEN}`)!).adding).toBe(false))
    await screen.findByRole('button', { name: 'Review changes' }).then((button) => fireEvent.click(button))
    await waitFor(() => expect(seen.previews).toHaveLength(1))
    expect(seen.previews[0]).toEqual({
      lines: [
        { productId: 'styling-furniture-2', quantity: 90 },
        { productId: 'accessories-3', quantity: 5 },
      ],
    })
  })

  it('shows a change waiting for our team with its lines, and offers no other', async () => {
    api({
      views: [
        confirmedView({
          change: {
            offered: false,
            pending: {
              id: 'chg_1',
              state: 'with-staff',
              at: '2027-03-10T02:00:00.000Z',
              by: 'Olivia Hart',
              lines: [{ name: 'Crossback Timber Chair', from: 80, to: 60 }],
              beforeCents: 132_600,
              afterCents: 112_600,
            },
            applied: [],
          },
        }),
      ],
    })
    await renderQuote()
    const pending = await screen.findByRole('region', { name: 'Waiting for our team' }, { timeout: 8000 })
    expect(within(pending).getByRole('list', { name: 'Lines asked for' }).textContent).toBe(
      'Crossback Timber Chair80 to 60',
    )
    expect(pending.textContent).toContain('Total after$1,126.00')
    expect(screen.queryByRole('button', { name: 'Change my booking' })).toBeNull()
  })

  it('back from paying the difference, says it is confirming until the change has applied', async () => {
    const paying = PAYING
    const paid = PAID
    const seen = api({
      views: [
        offered({ ...paid, change: { offered: false, pending: paying, applied: [] } }),
        offered({ ...paid, change: { offered: true, applied: [APPLIED] } }),
      ],
    })
    await renderQuote({ paid: 'change', session_id: 'cs_test_abcdefgh' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeTruthy()
    await screen.findByRole('heading', { level: 1, name: 'Paid in full' }, { timeout: 8000 })
    expect(seen.quoteReads).toBe(2)
    expect(
      screen.getByText('Payment received, thank you. Your booking is changed; your receipt is on its way by email.'),
    ).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Changes to your booking' }).textContent).toContain('80 to 100')
  })

  describe('a change waiting for its payment, the couple having left Stripe', () => {
    const paying = PAYING
    const paid = PAID
    const payAgain = (answer: { status: number; body: unknown }) => {
      const asked: unknown[] = []
      server.use(
        http.post('*/api/quote/:token/change/pay', async ({ request }) => {
          asked.push(await request.json())
          return HttpResponse.json(answer.body as object, { status: answer.status })
        }),
      )
      return asked
    }

    it('goes back to the same payment page', async () => {
      api({ views: [offered({ ...paid, change: { offered: false, pending: paying, applied: [] } })] })
      const asked = payAgain({
        status: 200,
        body: { outcome: 'pay', url: 'https://checkout.stripe.test/c/pay/cs_test_3' },
      })
      const { user, onGo } = await renderQuote()
      const card = await screen.findByRole('region', { name: 'Waiting for your payment' }, { timeout: 8000 })
      await user.click(within(card).getByRole('button', { name: 'Pay the difference' }))
      await waitFor(() => expect(onGo).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_test_3'))
      expect(asked).toHaveLength(1)
    })

    it('says a page that ended took nothing and the booking stands, and reads the quote again', async () => {
      const seen = api({
        views: [
          offered({ ...paid, change: { offered: false, pending: paying, applied: [] } }),
          offered({ ...paid, change: { offered: true, applied: [] } }),
        ],
      })
      const ended = 'That payment page has ended, so the change was not made and your booking stands as it was.'
      payAgain({ status: 409, body: { error: 'closed', message: ended, lines: [] } })
      const { user, onGo } = await renderQuote()
      const card = await screen.findByRole('region', { name: 'Waiting for your payment' }, { timeout: 8000 })
      await user.click(within(card).getByRole('button', { name: 'Pay the difference' }))
      expect(await screen.findByText(ended)).toBeTruthy()
      await screen.findByRole('button', { name: 'Change my booking' }, { timeout: 8000 })
      expect(screen.queryByRole('region', { name: 'Waiting for your payment' })).toBeNull()
      expect(screen.getByText(ended)).toBeTruthy()
      expect(seen.quoteReads).toBe(2)
      expect(onGo).not.toHaveBeenCalled()
    })
  })
})
