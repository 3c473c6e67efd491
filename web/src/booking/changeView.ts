/**
 * Final numbers (docs/product/inquiries.md#final-numbers): a couple changes the quantities of a confirmed
 * booking themselves, within the business's cut-offs. What `GET /api/quote/{token}/change` and
 * `POST …/change/preview` answer and what `POST …/change` takes. The browser sends ids and quantities
 * only; the server prices every line and computes every figure. Amounts are whole cents, dates
 * `YYYY-MM-DD` business days (Brisbane's calendar, lib/time/businessDay.ts).
 */

/** The CMS's policy (hire terms, "Final numbers"): days are counted back from the event's day. */
export type ChangePolicy = {
  /** The last day for increases is this many days before the event. */
  increaseCutoffDays: number
  /** The last day for reductions free of charge is this many days before the event. */
  reductionCutoffDays: number
  /** A reduction after its last day: the line's whole price kept, a percentage of it kept, or refused. */
  lateReduction: 'keep' | 'percent' | 'refuse'
  /** With `percent`: the share of the removed pieces' price kept as a cancellation fee. */
  lateReductionPercent: number
  /** `free-increases`: an increase free on the date applies at once and everything else waits for staff; `staff`: every change waits. */
  applyAtOnce: 'free-increases' | 'staff'
}

/** What the policy allows for one line today. */
export type LineAllowance = {
  /** 'at-once': an increase free on the date applies now; 'with-staff': it waits for staff; 'closed': past its last day. */
  increase: 'at-once' | 'with-staff' | 'closed'
  /** 'free' before the reductions' last day; after it 'fee' (`feePercent` of the pieces removed is kept) or 'refused'. */
  reduce: 'free' | 'fee' | 'refused'
  /** The share kept on a late reduction (100 with `keep`), 0 while reductions are free. */
  feePercent: number
  /** Whether a reduction waits for staff (always, unless the policy lets it apply at once). */
  reduceWithStaff: boolean
  /** The allowance in words with the date it changes, e.g. "Add more until Tue 3 March 2027 if free on your date; …". */
  words: string
}

/** One line of the booking as the change form shows it. */
export type ChangeLine = {
  /** The stock key: the product id, and `:{variantKey}` after it for a size or finish. */
  key: string
  productId: string
  variantKey?: string
  /** The product's name, the variant's label in brackets after it. */
  name: string
  /** The quantity booked now (0 for a line the couple is adding). */
  bookedQuantity: number
  /** The price of one piece as the booking priced it (its line amount over its quantity), or the catalogue's for a new line. */
  unitCents: number
  /** Pieces free on the date besides the booking's own hold; null when the product keeps no stock count. */
  free: number | null
  allowance: LineAllowance
}

/** A change sent and not yet settled: waiting for staff, or for the couple's payment of the difference. */
export type PendingChange = {
  id: string
  state: 'with-staff' | 'paying'
  at: string
  by: string
  lines: { name: string; from: number; to: number }[]
  beforeCents: number
  afterCents: number
}

/** `GET /api/quote/{token}/change`: the booking's lines and what the policy allows today, or why nothing can change. */
export type ChangeOffer =
  | {
      open: true
      eventDate: string
      lines: ChangeLine[]
      /** The booking's guest plan when its request had one, to start the planner from. */
      plan?: { guests: number; perTable: number; tables?: string }
      termsVersion: string | null
      /** Lines of the booking the form cannot change (no product of that name, or no amount): left as they are. */
      keptLines?: string[]
    }
  | {
      open: false
      /** In words: "Your booking can no longer change online: your event is today", "A change is waiting for our team". */
      reason: string
      pending?: PendingChange
    }

/** One line asked for: ids and a quantity (0 removes the line). */
export type ChangeRequestLine = { productId: string; variantKey?: string; quantity: number }

/** `POST /api/quote/{token}/change/preview`'s body; every booked line the couple leaves out stays as booked. */
export type ChangeRequest = { lines: ChangeRequestLine[] }

/** `POST /api/quote/{token}/change`'s body: the lines again, signed as the first acceptance was. */
export type ChangeSubmit = ChangeRequest & { fullName: string; agreeTerms: boolean }

/** The old and new figures side by side. */
export type ChangePreview = {
  lines: {
    key: string
    name: string
    from: number
    to: number
    unitCents: number
    /** The cancellation fee kept for pieces removed after the reductions' last day. */
    feeCents: number
  }[]
  beforeCents: number
  /** The new total: the lines, the booking's fees re-estimated, the fees kept, GST included. */
  afterCents: number
  feesKeptCents: number
  /** Deposit and balances paid so far, less refunds. */
  paidCents: number
  /** What the new total leaves: more than 0 is to pay (the balance, or the difference when the balance was paid), less than 0 a credit refunded. */
  differenceCents: number
  /** Whether sending it applies it now or asks staff. */
  applies: 'at-once' | 'with-staff'
  /** Lines short on the date, named ("Gold candelabra: 2 free on 14 March 2027"). */
  short: string[]
  /** Lines the policy refuses, in words. */
  refused: string[]
}

/**
 * `POST /api/quote/{token}/change`: applied, sent to staff, or a Checkout URL for the difference (the balance
 * was paid already); the page then reads the quote again (its `change` says what stands).
 */
export type ChangeAnswer = { outcome: 'applied' } | { outcome: 'requested' } | { outcome: 'pay'; url: string }

/** A change applied: what the quote page lists under "Changes to your booking". */
export type AppliedChange = {
  at: string
  by: string
  lines: { name: string; from: number; to: number }[]
  beforeCents: number
  afterCents: number
  feesKeptCents: number
  /** Refunded for a lower total after the balance was paid (through the outbox). */
  refundCents: number
}

/** 409 from `…/change` and `…/change/preview`'s refusals: lines short, lines the policy refuses, a change already open. */
export type ChangeRefusal = {
  error: 'unavailable' | 'refused' | 'change-open' | 'closed'
  message: string
  lines: string[]
}
