import { dayNumber, isoDay } from '../../availability/calendarDay.ts'
import { inBalanceWindow, quoteFigures } from '../../booking/amounts.ts'
import { businessToday } from '../../lib/time/businessDay.ts'
import { createQuote, setValidUntil } from '../data/bookings.ts'
import { emailsSent, recordEmail } from '../data/bookingEmails.ts'
import type { Leases } from '../data/leases.ts'
import type { Sql } from '../data/sql.ts'
import type { OutboxStore } from '../outbox/outboxRows.ts'
import type { BookingSettings } from './bookingSettings.ts'
import type { Cancelled } from './cancelBooking.ts'
import type { QuoteRecord } from './quoteRecord.ts'
import { QUOTE_FLOW_TABLES, QUOTE_FLOW_TARGETS } from './quoteWatcherTables.ts'
import { bookingRow, type QuoteLinkFields } from './rowFields.ts'

/** What sending a quote needs: the database, the booking's outbox, the link's key and origin, the CMS's days. */
export type QuoteFlow = {
  sql: Sql
  store: OutboxStore
  kick: () => unknown
  giveUpMs: number
  /** STRIPE_SECRET_KEY: the quote links' key is derived from it (data/quoteToken.ts). */
  secret: string
  /** PUBLIC_SITE_URL. */
  site: string
  settings: () => Promise<BookingSettings>
  /** With AIRTABLE_TOKEN the link is written into the record too. */
  airtable: boolean
  now?: () => number
  log?: (message: string) => void
}

/** `submission`: the outbox row queued now, absent when this quote was sent before. */
export type SentQuote = { link: string; validUntil: string; queued: boolean; submission?: number } | { refused: string }

/**
 * A Quoted record's link: the quote made (idempotent), its last day (the record's `Quote Valid Until`
 * when staff set one that has not passed, else today plus `quoteValidDays`), and in the same transaction
 * the outbox row that writes `Quote Link` and `Quote Valid Until` into the record and emails the couple.
 * Once per record and day: the same quote asked for again (the next poll, `pnpm inquiries quote`)
 * queues nothing more.
 */
export async function sendQuote(flow: QuoteFlow, record: QuoteRecord): Promise<SentQuote> {
  if (record.totalCents === null) return { refused: 'it has no Total Cost: price it, then it is sent' }
  const now = (flow.now ?? Date.now)()
  const settings = await flow.settings()
  const today = businessToday(now)
  const staffDay = record.validUntil && record.validUntil >= today ? record.validUntil : undefined
  const validUntil = staffDay ?? isoDay(dayNumber(today)! + settings.quoteValidDays)
  const figures = quoteFigures(
    { lines: [], totalCents: record.totalCents, eventDate: record.eventDate },
    settings,
    today,
  )
  await flow.store.prepare(Object.values(QUOTE_FLOW_TARGETS))
  const sent = await flow.sql.transaction(async (tx) => {
    const token = await createQuote(tx, { recordId: record.recordId, validUntil, secret: flow.secret, now })
    await setValidUntil(tx, record.recordId, validUntil)
    const link = `${flow.site}/quote/${token}`
    const kind = `quote-${validUntil}`
    if ((await emailsSent(tx, record.recordId)).includes(kind)) return { link, validUntil, queued: false }
    const targets = [
      ...(flow.airtable ? [QUOTE_FLOW_TARGETS.airtable] : []),
      ...(record.email ? [QUOTE_FLOW_TARGETS.couple] : []),
    ]
    const fields: QuoteLinkFields = {
      Record: record.recordId,
      Name: record.name,
      Email: record.email,
      'Event date': record.eventDate,
      ...(record.venue ? { Venue: record.venue } : {}),
      'Quote Link': link,
      'Quote Valid Until': validUntil,
      'Total Cents': figures.totalCents,
      'Deposit Cents': figures.depositCents,
      'Deposit Percent': figures.depositPercent,
      'In Balance Window': inBalanceWindow(record.eventDate, settings.balanceDueDays, today) ? 'yes' : 'no',
      'Balance Due': figures.balanceDueDate,
    }
    const submissionId = `${kind}-${record.recordId}`
    const accepted = await flow.store.accept(
      bookingRow(QUOTE_FLOW_TABLES.links, submissionId, fields),
      targets,
      now,
      flow.giveUpMs,
      tx,
    )
    await recordEmail(tx, { recordId: record.recordId, kind, now, submission: accepted.id })
    return { link, validUntil, queued: true, submission: accepted.id }
  })
  if (sent.queued) void flow.kick()
  return sent
}

export type QuoteWatcherOptions = {
  flow: QuoteFlow
  /** The Quoted records without a link (quoteReader.ts); absent offline, where `pnpm inquiries quote` sends. */
  readQuoted?: () => Promise<QuoteRecord[]>
  /**
   * Each round, before the reminders: the Cancelled records with an event to come (cancelledRecords.ts),
   * each cancelled here (cancelBooking.ts: the quote's state, its open payment pages). Absent offline,
   * where `pnpm inquiries cancel` does it.
   */
  cancelled?: { read: () => Promise<string[]>; cancel: (recordId: string) => Promise<Cancelled> }
  /** Also done by the lease holder each round: the balance reminders (reminders.ts). */
  remind?: () => Promise<void>
  /** Each round: the reservations staff decided, whose card hold lapsed or whose window passed (reserve/reserveWatch.ts). */
  reservations?: () => Promise<unknown>
  /** Each round: the changes staff answered, and those whose payment page ended (change/changeRound.ts). */
  changes?: () => Promise<unknown>
  leases: Leases
  /** This process, as the lease's owner (outbox/leaseOwner.ts). */
  owner: string
  /** A round every this long: a link is in the record within one round and the outbox's first attempt. */
  intervalMs?: number
  /** How long a holder keeps the lease without renewing it: another instance takes over after a stop. */
  leaseMs?: number
  /** Reminders are due by the day: looked for at most this often (the first round always looks). */
  remindEveryMs?: number
}

export const WATCHER_LEASE = 'quote-watcher'
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The quote watcher: every `intervalMs` (20 s), the instance holding the lease reads Airtable's Quoted
 * records without a link (one read however many visitors or instances) and sends each its quote, cancels
 * the bookings staff set to Cancelled, then (every `remindEveryMs`, 5 min) queues the balance reminders that are due. A timer, never a request, starts a round.
 */
export function createQuoteWatcher({
  flow,
  readQuoted,
  cancelled,
  remind,
  reservations,
  changes,
  leases,
  owner,
  intervalMs = 20_000,
  leaseMs = 60_000,
  remindEveryMs = 5 * 60_000,
}: QuoteWatcherOptions) {
  const log = flow.log ?? ((message: string) => console.log(message))
  const unpriced = new Set<string>()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let stopped = true
  let remindedAt = -Infinity

  async function sendAll(records: QuoteRecord[]) {
    if (!records.length) return
    // One CMS read a round, however many records wait (one whose link cannot be written waits each round).
    const settings = await flow.settings()
    const roundFlow = { ...flow, settings: async () => settings }
    for (const record of records) {
      const sent = await sendQuote(roundFlow, record)
      if ('refused' in sent) {
        // Said once per record and process: the poll sees it every round until staff price it.
        if (!unpriced.has(record.recordId)) log(`[booking] Quoted ${record.recordId} waits: ${sent.refused}`)
        unpriced.add(record.recordId)
      } else if (sent.queued)
        // The record id only: a quote link is a bearer credential and never goes into a log.
        log(`[booking] quote for ${record.recordId} queued (valid until ${sent.validUntil})`)
    }
  }

  async function cancelAll(records: string[]) {
    for (const recordId of records) {
      const done = await cancelled!.cancel(recordId)
      if (done.cancelled || done.expired)
        log(`[booking] ${recordId} is Cancelled: its quote is cancelled, ${done.expired} open payment page(s) closed`)
    }
  }

  /** One round, if this process holds the lease; errors are logged and the next round tries again. */
  async function round(): Promise<boolean> {
    if (!(await leases.take(WATCHER_LEASE, owner, leaseMs, (flow.now ?? Date.now)()))) return false
    try {
      if (readQuoted) await sendAll(await readQuoted())
    } catch (error) {
      log(`[booking] reading the Quoted records failed: ${errorText(error)}; tried again in ${intervalMs / 1000} s`)
    }
    try {
      if (cancelled) await cancelAll(await cancelled.read())
    } catch (error) {
      log(
        `[booking] cancelling the Cancelled records failed: ${errorText(error)}; tried again in ${intervalMs / 1000} s`,
      )
    }
    try {
      if (reservations) await reservations()
    } catch (error) {
      log(`[booking] deciding the reservations failed: ${errorText(error)}; tried again in ${intervalMs / 1000} s`)
    }
    try {
      if (changes) await changes()
    } catch (error) {
      log(`[booking] the booking changes' round failed: ${errorText(error)}; tried again in ${intervalMs / 1000} s`)
    }
    try {
      const now = (flow.now ?? Date.now)()
      if (remind && now - remindedAt >= remindEveryMs) {
        remindedAt = now
        await remind()
      }
    } catch (error) {
      log(`[booking] the balance reminders failed: ${errorText(error)}; tried again in ${intervalMs / 1000} s`)
    }
    return true
  }

  function schedule(wait: number) {
    if (stopped) return
    timer = setTimeout(() => {
      running = round()
        .catch((error: unknown) => void log(`[booking] quote watcher: ${errorText(error)}`))
        .then(() => {
          running = undefined
          schedule(intervalMs)
        })
    }, wait)
    timer.unref()
  }

  return {
    round,
    start() {
      stopped = false
      schedule(0)
    },
    /** Shutdown: no new round; the one under way finishes; the lease is given up for another instance. */
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      await leases.release(WATCHER_LEASE, owner).catch(() => {})
    },
  }
}
