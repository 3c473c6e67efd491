/**
 * Final numbers' policy (docs/product/inquiries.md#final-numbers) when the hire terms hold none (a terms
 * document older than the fields): the Studio's initial values (types/fields/finalNumbers.ts), the GROQ
 * query's fallbacks (queries/hire.ts), the seed's and the site's reader (web/src/booking/changePolicy.ts).
 */
export const CHANGE_DEFAULTS = {
  /** Increases are taken through this many days before the event. */
  increaseCutoffDays: 7,
  /** Reductions are free of charge through this many days before the event. */
  reductionCutoffDays: 14,
  /** A reduction after its last day: the removed pieces' price kept ('keep'), a share of it ('percent'), or refused. */
  lateReduction: 'percent',
  /** With 'percent': the share of the removed pieces' price kept as a cancellation fee. */
  lateReductionPercent: 50,
  /** 'free-increases': an increase free on the date applies at once, everything else waits for staff. */
  changesApply: 'free-increases',
} as const

/** The cut-offs' bounds in the Studio and the reader: at least the day before the event, at most 180 days. */
export const CUTOFF_DAYS = { min: 1, max: 180 } as const
