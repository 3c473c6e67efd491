import { formatCents } from '../../pricing/money.ts'
import { address, after, firstName, toCouple, type Couple } from './bookingEmails.ts'
import { details, formatEventDate, heading, page, paragraph } from './layout.ts'
import type { Email } from './mailer.ts'
import type { SiteContact } from './siteContact.ts'
import { button } from './storeEmails.ts'

/**
 * The emails of Final numbers (decision 0033): the couple's "we have your change", "your booking is
 * changed" and "about your change", and staff's "change to approve", "booking changed" and "change refused, stock short", each with
 * the old and new figures. Same layout pieces as the booking emails; every value is escaped.
 */
export type ChangeNoticeInput = Couple & {
  recordId: string
  eventDate: string
  link: string
  /** The lines moved, one a line: "Gold candelabra 6 → 8". */
  lines: string
  by: string
  beforeCents: number
  afterCents: number
  feesKeptCents: number
  paidCents: number
  leftCents: number
  refundCents: number
  chargedCents: number
  /** The lines short on the date, one a line (a change refused for stock). */
  short?: string
  /** Why a change was refused: staff's answer, stock on the date, or the booking changed since. */
  why?: 'staff' | 'stock' | 'changed'
}

const figures = (c: ChangeNoticeInput): Array<[string, string | undefined]> => [
  ['Changes', c.lines],
  ['Total before', `${formatCents(c.beforeCents)} AUD`],
  ['New total', `${formatCents(c.afterCents)} AUD`],
  ['Cancellation fee kept', c.feesKeptCents ? `${formatCents(c.feesKeptCents)} AUD` : undefined],
]

/** What the new total means in money for the couple, in a sentence. */
function moneyWords(c: ChangeNoticeInput): string {
  if (c.refundCents)
    return `${formatCents(c.refundCents)} is being refunded to your card; your bank may take a few days to show it.`
  if (c.chargedCents)
    return `You paid the difference of ${formatCents(c.chargedCents)} online: your booking is paid in full.`
  if (c.leftCents > 0) return `Your balance is now ${formatCents(c.leftCents)}; your booking page shows when it is due.`
  return 'Your booking is paid in full.'
}

/** The couple's confirmation of a change applied: old and new side by side, and what it means for the balance. */
export function changeAppliedEmail(c: ChangeNoticeInput, contact: SiteContact): Email {
  const when = formatEventDate(c.eventDate)
  const blocks = [
    paragraph(`Hello ${firstName(c.name)}, your booking for ${when} is changed as you asked.`),
    details([...figures(c), ['Paid so far', `${formatCents(c.paidCents)} AUD`]]),
    after(moneyWords(c)),
    button('See your booking', c.link),
  ]
  return toCouple(
    c,
    contact,
    [`Your booking for ${when} is changed · ${contact.businessName}`, 'Your booking is changed'],
    blocks,
  )
}

/**
 * The couple's receipt of a change sent to our team (every change the policy does not apply at once): what
 * they asked for, the total it would make, and that their booking stands as it is until staff answer.
 */
export function changeReceivedEmail(c: ChangeNoticeInput, contact: SiteContact): Email {
  const when = formatEventDate(c.eventDate)
  const blocks = [
    paragraph(
      `Hello ${firstName(c.name)}, we have the change you asked for to your booking for ${when}. Our team looks at it and emails you once they have.`,
    ),
    details(figures(c)),
    after(`Until then your booking stands as it is (${formatCents(c.beforeCents)} AUD), and nothing is charged.`),
    button('See your booking', c.link),
  ]
  return toCouple(
    c,
    contact,
    [`We have your change for ${when} · ${contact.businessName}`, 'We have your change'],
    blocks,
  )
}

/** The couple told a change was not made: staff's answer, or the pieces no longer free on the date. */
export function changeRefusedEmail(c: ChangeNoticeInput, contact: SiteContact): Email {
  const when = formatEventDate(c.eventDate)
  const why =
    c.why === 'stock'
      ? `We could not make the change you asked for: some of it is no longer free on ${when}.`
      : c.why === 'changed'
        ? 'We could not make the change you asked for: your booking changed since you sent it.'
        : 'We could not make the change you asked for as it stands. We will be in touch, or reply to this email.'
  const blocks = [
    paragraph(`Hello ${firstName(c.name)}, ${why}`),
    details([
      ['Asked for', c.lines],
      ['Not free', c.short],
    ]),
    after(
      c.refundCents
        ? `Your booking stands as it was: ${formatCents(c.beforeCents)} AUD. The ${formatCents(c.refundCents)} you paid for the change is being refunded to your card.`
        : `Your booking stands as it was: ${formatCents(c.beforeCents)} AUD. Nothing was charged for the change.`,
    ),
    button('See your booking', c.link),
  ]
  return toCouple(c, contact, [`About your change for ${when} · ${contact.businessName}`, 'About your change'], blocks)
}

/** To staff (INQUIRY_NOTIFY_TO): a change waiting for their answer, one the site applied, or one refused for stock. */
export function changeStaffEmail(
  c: ChangeNoticeInput,
  kind: 'requested' | 'applied' | 'refused',
  to: string,
  airtable: boolean,
): Email {
  const when = formatEventDate(c.eventDate)
  const subject =
    kind === 'requested'
      ? `Change to approve: ${c.name}, ${when}`
      : kind === 'applied'
        ? `Booking changed: ${c.name}, ${when}`
        : `Change refused, stock short: ${c.name}, ${when}`
  const how = airtable
    ? 'In Airtable, set the record’s Change Request to Approved to apply it, or to Refused to close it.'
    : `Run \`pnpm inquiries change-approve ${c.recordId}\` to apply it, or \`pnpm inquiries change-refuse ${c.recordId}\` to close it.`
  const says =
    kind === 'requested'
      ? `${c.by} asked to change their booking for ${when}. It waits for your answer.`
      : kind === 'applied'
        ? `${c.by} changed their booking for ${when}: the record, the hold and the balance follow.`
        : `The change ${c.by} asked for on ${when} was approved, but some of it is no longer free: it is refused and the couple told.`
  const money: Array<[string, string | undefined]> = [
    ['Paid so far', `${formatCents(c.paidCents)} AUD`],
    ['Left to pay', kind === 'applied' ? `${formatCents(c.leftCents)} AUD` : undefined],
    ['Refunded', c.refundCents ? `${formatCents(c.refundCents)} AUD` : undefined],
    ['Paid online', c.chargedCents ? `${formatCents(c.chargedCents)} AUD` : undefined],
  ]
  const blocks = [
    paragraph(says),
    details([...figures(c), ['Not free', c.short], ...money, ['Name', c.name], ['Email', c.email]]),
    ...(kind === 'requested' ? [heading('To answer'), paragraph(how)] : []),
  ]
  return {
    to,
    replyTo: address(c.name, c.email),
    subject,
    ...page(subject, blocks, `Record ${c.recordId} · the couple’s page: ${c.link}`),
  }
}
