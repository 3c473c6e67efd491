import {
  reservationDecidedEmail,
  reservationDeclinedEmail,
  reservationToAcceptEmail,
  reservedEmail,
  type ReserveNoticeInput,
} from '../email/reserveEmails.ts'
import type { Mailer } from '../email/mailer.ts'
import type { SiteContact } from '../email/siteContact.ts'
import type { Target } from '../outbox/dispatcher.ts'
import { RESERVE_TARGETS, type NoticeFields } from './reserveTables.ts'

const inputOf = (f: NoticeFields): ReserveNoticeInput => ({
  recordId: f.Record,
  name: f.Name,
  email: f.Email,
  eventDate: f['Event date'],
  link: f.Link,
  items: f.Items,
  totalCents: Number(f['Total Cents']),
  heldCents: Number(f['Held Cents']),
  windowHours: Number(f['Window Hours']),
  windowEndsAt: Number(f['Window Ends']),
  windowAction: f['Window Action'],
})

/** The couple's emails of a reservation: the receipt of the hold, and the kind decline with the inquiry's link. */
export function reserveCoupleTarget({
  mailer,
  siteContact,
  site,
}: {
  mailer?: Mailer
  siteContact: () => Promise<SiteContact>
  site: string
}): Target {
  return {
    name: RESERVE_TARGETS.couple,
    notConfigured: mailer ? undefined : 'SMTP_URL is not set',
    concurrency: 2,
    attemptTimeoutMs: 120_000,
    async deliver({ fields }) {
      const f = fields as unknown as NoticeFields
      const contact = await siteContact()
      return mailer!.send(
        f.Kind === 'reserved'
          ? reservedEmail(inputOf(f), contact)
          : reservationDeclinedEmail(inputOf(f), contact, `${site}/equipment-hire-inquiry`),
      )
    },
  }
}

/** Staff's emails (INQUIRY_NOTIFY_TO): a new reservation to accept, and what the site decided on its own. */
export function reserveStaffTarget({
  mailer,
  notifyTo,
  airtable,
}: {
  mailer?: Mailer
  notifyTo?: string
  airtable: boolean
}): Target {
  return {
    name: RESERVE_TARGETS.staff,
    notConfigured: !mailer ? 'SMTP_URL is not set' : !notifyTo ? 'INQUIRY_NOTIFY_TO is not set' : undefined,
    concurrency: 2,
    attemptTimeoutMs: 120_000,
    async deliver({ fields }) {
      const f = fields as unknown as NoticeFields
      if (f.Kind === 'reserved') return mailer!.send(reservationToAcceptEmail(inputOf(f), notifyTo!, airtable))
      const why = f.Why === 'lapsed' ? 'lapsed' : f.Why === 'window' ? 'window' : 'staff'
      return mailer!.send(
        reservationDecidedEmail(inputOf(f), notifyTo!, { action: f.Kind === 'accepted' ? 'accept' : 'decline', why }),
      )
    },
  }
}
