/**
 * The outbox rows of Reserve now (decision 0032): staff's decision carried out at Stripe with the
 * outbox's retries: the held deposit captured (accepted) or its authorisation cancelled (declined,
 * cancelled, the window's decline, a lapsed hold). One row per reservation and action.
 */
export const RESERVE_TABLES = { decisions: 'Reserve Decisions', notices: 'Reserve Notices' } as const

/** `reserve-couple` and `reserve-staff` send the Reserve Notices' emails (reserveEmails.ts). */
/** `reserve-airtable` sets the record's Status to Declined when the site declined on its own (the window, a lapsed hold). */
export const RESERVE_TARGETS = {
  stripe: 'reserve-stripe',
  couple: 'reserve-couple',
  staff: 'reserve-staff',
  airtable: 'reserve-airtable',
} as const

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

/**
 * An email about a reservation: `reserved` (the couple's receipt, staff's "to accept") or `declined` (the
 * couple's kind decline; staff told when the site declined on its own), `accepted` (staff told the window
 * accepted it). `Why` says who decided.
 */
export type NoticeFields = {
  Kind: 'reserved' | 'declined' | 'accepted'
  Why: 'couple' | 'staff' | 'window' | 'lapsed'
  Record: string
  Name: string
  Email: string
  'Event date': string
  Link: string
  Items: string
  'Total Cents': number
  'Held Cents': number
  'Window Hours': number
  'Window Ends': number
  'Window Action': 'accept' | 'decline'
}
