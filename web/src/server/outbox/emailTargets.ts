import { confirmationEmail, notificationEmail } from '../email/inquiryEmails.ts'
import type { Mailer } from '../email/mailer.ts'
import type { SiteContact } from '../email/siteContact.ts'
import type { Target } from './dispatcher.ts'

export type EmailTargetOptions = {
  /** Undefined without SMTP_URL: the emails wait, pending, in the outbox. */
  mailer?: Mailer
  /** INQUIRY_NOTIFY_TO: the business's inbox. */
  notifyTo?: string
  siteContact: () => Promise<SiteContact>
  attemptTimeoutMs?: number
}

/** The notification to the business and the confirmation to the visitor, each a delivery of its own. */
export function emailTargets({
  mailer,
  notifyTo,
  siteContact,
  attemptTimeoutMs = 120_000,
}: EmailTargetOptions): Target[] {
  const noSmtp = mailer ? undefined : 'SMTP_URL is not set'
  return [
    {
      name: 'notify-email',
      notConfigured: noSmtp ?? (notifyTo ? undefined : 'INQUIRY_NOTIFY_TO is not set'),
      concurrency: 2,
      attemptTimeoutMs,
      deliver: (submission) => mailer!.send(notificationEmail(submission, notifyTo!)),
    },
    {
      name: 'confirmation-email',
      notConfigured: noSmtp,
      concurrency: 2,
      attemptTimeoutMs,
      deliver: async (submission) => mailer!.send(confirmationEmail(submission, await siteContact())),
    },
  ]
}
