import { HIRE_FIELDS as F } from '@amaranth/schemas/airtable'
import { businessToday } from '../../lib/time/businessDay.ts'
import { TABLES } from '../api/recordWriter.ts'
import { balanceReminderEmail, freshQuoteRequestEmail, quoteEmail } from '../email/bookingEmails.ts'
import type { Mailer } from '../email/mailer.ts'
import type { SiteContact } from '../email/siteContact.ts'
import type { Target } from '../outbox/dispatcher.ts'
import { airtableRecordTarget, updateRecord, type AirtableRecordOptions } from './airtableRecordTarget.ts'
import { QUOTE_FLOW_TABLES, QUOTE_FLOW_TARGETS } from './quoteWatcherTables.ts'
import { rowOf, type FreshRequestFields, type QuoteLinkFields, type ReminderFields } from './rowFields.ts'

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value))
const number = (value: unknown) => Number(value) || 0

/** The words of the note a fresh-quote request leaves on the record. */
export const freshQuoteNote = (fields: Pick<FreshRequestFields, 'Name' | 'Expired On'>) =>
  `${text(fields.Name) || 'The couple'} asked for a fresh quote on the website: theirs expired on ${text(fields['Expired On'])}. ` +
  'Set a new Quote Valid Until (or empty it), then empty Quote Link with Status still Quoted: the site sends the new link.'

/** The record by id: a quote link's two fields, or a fresh-quote request's comment. */
export const quoteAirtableTarget = (options: AirtableRecordOptions): Target =>
  airtableRecordTarget(QUOTE_FLOW_TARGETS.airtable, options, async (base, recordId, submission) => {
    const { table, fields } = rowOf(submission)
    if (table !== QUOTE_FLOW_TABLES.freshRequests) {
      const link = fields as QuoteLinkFields
      return updateRecord(base, recordId, {
        [F.quoteLink]: text(link['Quote Link']),
        [F.validUntil]: text(link['Quote Valid Until']),
      })
    }
    const answer = await base.makeRequest({
      method: 'POST',
      path: `/${encodeURIComponent(TABLES.equipmentHireRequests)}/${recordId}/comments`,
      body: { text: freshQuoteNote(fields) },
    })
    return `comment ${text((answer.body as { id?: unknown }).id)}`
  })

export type QuoteEmailTargetOptions = {
  mailer?: Mailer
  siteContact: () => Promise<SiteContact>
  /** Still a balance to pay on this record: a reminder that falls due after payment is not sent. */
  balanceDue: (recordId: string) => Promise<boolean>
  now?: () => number
}

/** The couple's quote link and balance reminders. */
export function quoteEmailTarget({ mailer, siteContact, balanceDue, now = Date.now }: QuoteEmailTargetOptions): Target {
  return {
    name: QUOTE_FLOW_TARGETS.couple,
    notConfigured: mailer ? undefined : 'SMTP_URL is not set',
    concurrency: 2,
    attemptTimeoutMs: 120_000,
    async deliver(submission) {
      const row = rowOf(submission)
      const f = row.fields as ReminderFields | QuoteLinkFields
      const couple = { name: text(f.Name), email: text(f.Email), eventDate: text(f['Event date']) }
      const link = text(f['Quote Link'])
      if (row.table === QUOTE_FLOW_TABLES.reminders) {
        const r = row.fields
        if (!(await balanceDue(text(r.Record)))) return 'skipped: the balance is paid'
        const reminder = { ...couple, link, balanceCents: number(r['Balance Cents']), dueDate: text(r['Balance Due']) }
        return mailer!.send(balanceReminderEmail({ ...reminder, today: businessToday(now()) }, await siteContact()))
      }
      const q = f as QuoteLinkFields
      const quote = {
        ...couple,
        ...(q.Venue ? { venue: text(q.Venue) } : {}),
        link,
        totalCents: number(q['Total Cents']),
        depositCents: number(q['Deposit Cents']),
        depositPercent: number(q['Deposit Percent']),
        inBalanceWindow: q['In Balance Window'] === 'yes',
        balanceDueDate: text(q['Balance Due']),
        validUntil: text(q['Quote Valid Until']),
      }
      return mailer!.send(quoteEmail(quote, await siteContact()))
    },
  }
}

/** Staff's email of a fresh-quote request (INQUIRY_NOTIFY_TO), Reply-To the couple. */
export function quoteStaffTarget({ mailer, notifyTo }: { mailer?: Mailer; notifyTo?: string }): Target {
  return {
    name: QUOTE_FLOW_TARGETS.staff,
    notConfigured: !mailer ? 'SMTP_URL is not set' : !notifyTo ? 'INQUIRY_NOTIFY_TO is not set' : undefined,
    concurrency: 2,
    attemptTimeoutMs: 120_000,
    deliver: (submission) => {
      const f = rowOf(submission).fields as FreshRequestFields
      return mailer!.send(
        freshQuoteRequestEmail(
          {
            name: text(f.Name),
            email: text(f.Email),
            recordId: text(f.Record),
            eventDate: text(f['Event date']),
            expiredOn: text(f['Expired On']),
          },
          notifyTo!,
        ),
      )
    },
  }
}
