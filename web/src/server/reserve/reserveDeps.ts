import type Stripe from 'stripe'
import type { CountsOnDate } from '../../availability/listCheck.ts'
import type { StockBase } from '../../availability/shortLines.ts'
import type { EquipmentHireRequest } from '../../form-contracts/inquirySchema.ts'
import type { CatalogueProduct } from '../api/inquiryRecord.ts'
import type { BookingSettings } from '../booking/bookingSettings.ts'
import type { Jobs } from '../data/jobs.ts'
import type { Sql } from '../data/sql.ts'
import type { OutboxStore } from '../outbox/outboxRows.ts'
import type { ChargesAnswer } from './reserveCheck.ts'

/** What Reserve now's server side (reserveService.ts) works with, and what the couple sends and gets. */
export type ReserveDeps = {
  sql: Sql
  jobs: Pick<Jobs, 'send' | 'prepare'>
  store: OutboxStore
  kick: () => unknown
  giveUpMs: number
  stripe: Stripe
  secret: string
  site: string
  airtable: boolean
  loadCatalogue: () => Promise<readonly CatalogueProduct[]>
  loadCharges: () => Promise<ChargesAnswer>
  countsOn: (date: string) => Promise<CountsOnDate | undefined>
  readBase: () => Promise<StockBase | undefined>
  /** The hire terms' deposit and balance rules, for the figures the couple's acceptance keeps. */
  settings: () => Promise<BookingSettings>
  /** Wakes the inquiries' outbox, which delivers the hire request to Airtable (the booking's `kick` is its own). */
  kickInquiries?: () => unknown
  now?: () => number
  log?: (message: string) => void
}

export type ReserveRequest = EquipmentHireRequest & { fulfilment: 'delivery' | 'pickup'; fullName: string }

export type ReserveAnswer =
  | { status: 200; body: { url: string } }
  | { status: 409; body: { error: 'not_reservable'; message: string; reasons: string[] } }
  | { status: 503; body: { error: 'unavailable'; message: string; retryAfter: number } }
