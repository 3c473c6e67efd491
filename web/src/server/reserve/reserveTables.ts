/**
 * The outbox rows of Reserve now (decision 0032): staff's decision carried out at Stripe with the
 * outbox's retries: the held deposit captured (accepted) or its authorisation cancelled (declined,
 * cancelled, the window's decline, a lapsed hold). One row per reservation and action.
 */
export const RESERVE_TABLES = { decisions: 'Reserve Decisions' } as const

export const RESERVE_TARGETS = { stripe: 'reserve-stripe' } as const

export type ReserveTable = (typeof RESERVE_TABLES)[keyof typeof RESERVE_TABLES]
export type ReserveTarget = (typeof RESERVE_TARGETS)[keyof typeof RESERVE_TARGETS]

/** What a decision's row carries to Stripe. */
export type DecisionFields = {
  Record: string
  Action: 'capture' | 'cancel'
  'Payment Intent': string
  Session: string
  Cents: number
  By: string
}
