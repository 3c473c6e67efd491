import { HIRE_FIELDS as F, type AirtableFields } from '@amaranth/schemas/airtable'
import { toDollars } from '../../pricing/money.ts'
import { TABLES } from '../api/recordWriter.ts'
import { airtableRecordTarget, updateRecord, type AirtableRecordOptions } from '../booking/airtableRecordTarget.ts'
import { FINAL_STATUSES } from '../booking/bookingTargets.ts'
import {
  changeAppliedEmail,
  changeReceivedEmail,
  changeRefusedEmail,
  changeStaffEmail,
  type ChangeNoticeInput,
} from '../email/changeEmails.ts'
import type { Mailer } from '../email/mailer.ts'
import type { SiteContact } from '../email/siteContact.ts'
import type { Target } from '../outbox/dispatcher.ts'
import { CHANGE_TARGETS, type ChangeFields } from './changeTables.ts'

const inputOf = (f: ChangeFields): ChangeNoticeInput => ({
  recordId: f.Record,
  name: f.Name,
  email: f.Email,
  eventDate: f['Event date'],
  link: f.Link,
  lines: f.Lines,
  by: f.By,
  beforeCents: Number(f['Before Cents']),
  afterCents: Number(f['After Cents']),
  feesKeptCents: Number(f['Fees Kept Cents']),
  paidCents: Number(f['Paid Cents']),
  leftCents: Number(f['Left Cents']),
  refundCents: Number(f['Refund Cents']),
  chargedCents: Number(f['Charged Cents']),
  ...(f.Short ? { short: f.Short } : {}),
  ...(f.Why ? { why: f.Why } : {}),
})

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** `Changes` with the row's dated line appended once: a retry after a lost answer finds it there already. */
export const withNote = (changes: string, note: string) =>
  changes.split('\n').includes(note) ? changes : [changes.trimEnd(), note].filter(Boolean).join('\n')

/**
 * The record's side of a change (decision 0033), read first (Airtable has no conditional write): its
 * `Changes` with the row's line appended; a request sets `Change Request` to Requested and a refusal for
 * stock to Refused; an applied change writes `Items` and `Total Cost`, never over a Cancelled or
 * Completed record (its line alone is written, for staff to see what the couple did).
 */
export const changeAirtableTarget = (options: AirtableRecordOptions): Target =>
  airtableRecordTarget(CHANGE_TARGETS.airtable, options, async (base, recordId, submission) => {
    const f = submission.fields as unknown as ChangeFields
    const record = await base(TABLES.equipmentHireRequests).find(recordId)
    const ended = FINAL_STATUSES.has(text(record.get(F.status)))
    const fields: AirtableFields<'Equipment Hire Requests'> = {
      [F.changes]: withNote(text(record.get(F.changes)), f.Note),
    }
    if (f.Kind === 'requested') fields[F.changeRequest] = 'Requested'
    if (f.Kind === 'refused' && f.Why !== 'staff') fields[F.changeRequest] = 'Refused'
    if (f.Kind === 'applied' && !ended) {
      fields[F.items] = f.Items
      fields[F.total] = toDollars(Number(f['After Cents']))
    }
    return updateRecord(base, recordId, fields)
  })

/**
 * A change's emails, each a delivery of its own: the couple's (received for staff, applied, or refused by
 * staff or for stock)
 * and staff's at INQUIRY_NOTIFY_TO (a change to approve, one applied, one refused for stock).
 */
export function changeEmailTargets({
  mailer,
  notifyTo,
  siteContact,
  airtable,
}: {
  mailer?: Mailer
  notifyTo?: string
  siteContact: () => Promise<SiteContact>
  airtable: boolean
}): Target[] {
  const noSmtp = mailer ? undefined : 'SMTP_URL is not set'
  const fieldsOf = (fields: unknown) => fields as ChangeFields
  return [
    {
      name: CHANGE_TARGETS.couple,
      notConfigured: noSmtp,
      concurrency: 2,
      attemptTimeoutMs: 120_000,
      async deliver({ fields }) {
        const f = fieldsOf(fields)
        if (!f.Email) throw new Error(`change ${f.Change} of ${f.Record} has no email address to send to`)
        const contact = await siteContact()
        const email =
          f.Kind === 'applied' ? changeAppliedEmail : f.Kind === 'requested' ? changeReceivedEmail : changeRefusedEmail
        return mailer!.send(email(inputOf(f), contact))
      },
    },
    {
      name: CHANGE_TARGETS.staff,
      notConfigured: noSmtp ?? (notifyTo ? undefined : 'INQUIRY_NOTIFY_TO is not set'),
      concurrency: 2,
      attemptTimeoutMs: 120_000,
      deliver: ({ fields }) =>
        mailer!.send(changeStaffEmail(inputOf(fieldsOf(fields)), fieldsOf(fields).Kind, notifyTo!, airtable)),
    },
  ]
}
