import type { QuoteFigures, QuoteView } from '../../../src/booking/quoteView.ts'

export const TOKEN = 'cmVjUXVvdGUx.c2lnbmVk'

export const figures = (overrides: Partial<QuoteFigures> = {}): QuoteFigures => ({
  lines: [
    { text: '120 x Crossback Timber Chair', cents: 96_000 },
    { text: '12 x Round Linen Tablecloth', cents: 21_600 },
    { text: 'Delivery, setup and collection (Brisbane metro)', cents: 15_000 },
    { text: 'Candles as discussed' },
  ],
  totalCents: 132_600,
  depositCents: 39_780,
  depositPercent: 30,
  balanceCents: 92_820,
  balanceDueDate: '2027-03-06',
  ...overrides,
})

/** A quote as `GET /api/quote/{token}` answers it; every amount the server's. */
export const quoteView = (overrides: Partial<QuoteView> = {}): QuoteView => ({
  state: 'open',
  name: 'Olivia Hart',
  eventDate: '2027-03-20',
  venue: 'Howard Smith Wharves',
  postcode: '4000',
  validUntil: '2026-12-11',
  inBalanceWindow: false,
  current: figures(),
  changed: false,
  depositPaidCents: 0,
  balancePaidCents: 0,
  dueCents: 132_600,
  takenCents: 0,
  refundingCents: 0,
  refundedCents: 0,
  termsVersion: '2026-11-01',
  ...overrides,
})

const accepted = { ...figures(), by: 'Olivia Hart', at: '2026-11-27T00:30:00.000Z', termsVersion: '2026-11-01' }

export const confirmedView = (overrides: Partial<QuoteView> = {}) =>
  quoteView({ state: 'confirmed', accepted, depositPaidCents: 39_780, dueCents: 92_820, ...overrides })

export const paidView = () =>
  quoteView({ state: 'paid', accepted, depositPaidCents: 39_780, balancePaidCents: 92_820, dueCents: 0 })

/** Staff raised the chairs after the couple accepted: the accepted figures stand. */
export const changedView = () =>
  confirmedView({
    changed: true,
    current: figures({
      lines: [
        { text: '150 x Crossback Timber Chair', cents: 120_000 },
        { text: 'Delivery, setup and collection (Brisbane metro)', cents: 15_000 },
      ],
      totalCents: 135_000,
      depositCents: 40_500,
      balanceCents: 94_500,
    }),
  })
