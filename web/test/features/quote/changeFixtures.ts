import type { ChangeLine, ChangeOffer, ChangePreview, LineAllowance } from '../../../src/booking/changeView.ts'

export const OPEN_ALLOWANCE: LineAllowance = {
  increase: 'at-once',
  reduce: 'free',
  feePercent: 0,
  reduceWithStaff: true,
  words:
    'Add more until Tuesday 16 March 2027 if free on your date; reduce free of charge until Saturday 6 March 2027.',
}

/** Past the reductions' last day: more can be added, none taken away. */
export const LATE_ALLOWANCE: LineAllowance = {
  increase: 'with-staff',
  reduce: 'refused',
  feePercent: 0,
  reduceWithStaff: true,
  words: 'Add more with our team until Tuesday 16 March 2027; reductions closed on Saturday 6 March 2027.',
}

export const chairs = (overrides: Partial<ChangeLine> = {}): ChangeLine => ({
  key: 'styling-furniture-2',
  productId: 'styling-furniture-2',
  name: 'Crossback Timber Chair',
  bookedQuantity: 80,
  unitCents: 1_000,
  free: 100,
  allowance: OPEN_ALLOWANCE,
  ...overrides,
})

export const tableNumbers = (overrides: Partial<ChangeLine> = {}): ChangeLine => ({
  key: 'accessories-2',
  productId: 'accessories-2',
  name: 'Brass Table Number Stand',
  bookedQuantity: 8,
  unitCents: 400,
  free: 40,
  allowance: LATE_ALLOWANCE,
  ...overrides,
})

export const offer = (lines: ChangeLine[] = [chairs(), tableNumbers()]): ChangeOffer => ({
  open: true,
  eventDate: '2027-03-20',
  lines,
  termsVersion: '2026-11-01',
})

/** 80 chairs to 100: the server's figures. */
export const preview = (overrides: Partial<ChangePreview> = {}): ChangePreview => ({
  lines: [
    { key: 'styling-furniture-2', name: 'Crossback Timber Chair', from: 80, to: 100, unitCents: 1_000, feeCents: 0 },
  ],
  beforeCents: 132_600,
  afterCents: 154_600,
  feesKeptCents: 0,
  paidCents: 39_780,
  differenceCents: 114_820,
  applies: 'at-once',
  short: [],
  refused: [],
  ...overrides,
})
