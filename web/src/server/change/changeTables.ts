/**
 * The outbox rows of Final numbers (decision 0033): one per change and what became of it, delivered by
 * the booking's one dispatcher: the record's `Items`, `Total Cost`, `Change Request` and a dated line of
 * `Changes` (`change-airtable`), the couple's email and staff's. A refund of a lower total is a booking
 * refund row (bookingTables.ts) with an idempotency key per change and payment.
 */
export const CHANGE_TABLES = { changes: 'Booking Changes' } as const

export const CHANGE_TARGETS = {
  airtable: 'change-airtable',
  couple: 'change-couple',
  staff: 'change-staff',
} as const

export type ChangeTable = (typeof CHANGE_TABLES)[keyof typeof CHANGE_TABLES]
export type ChangeTarget = (typeof CHANGE_TARGETS)[keyof typeof CHANGE_TARGETS]

/**
 * A change's row: `requested` (sent to staff), `applied`, or `refused` (`Why`: by staff, or for stock
 * when approved). Enough to write the record and both emails without reading anything.
 */
export type ChangeFields = {
  Record: string
  Name: string
  Email: string
  'Event date': string
  /** The couple's quote page. */
  Link: string
  Change: number
  Kind: 'requested' | 'applied' | 'refused'
  Why?: 'staff' | 'stock' | 'changed'
  /** Who signed the change, and when it was sent (ISO). */
  By: string
  At: string
  /** The lines moved, one a line: "Gold candelabra 6 → 8". */
  Lines: string
  'Before Cents': number
  'After Cents': number
  'Fees Kept Cents': number
  /** Paid so far, and left to pay once applied. */
  'Paid Cents': number
  'Left Cents': number
  'Refund Cents': number
  /** Charged through Checkout for the difference (the balance was paid). */
  'Charged Cents': number
  /** The booking's Items once applied. */
  Items: string
  /** The dated line `Changes` gets. */
  Note: string
  /** The lines short on the date (`Why: stock`), one a line. */
  Short?: string
}
