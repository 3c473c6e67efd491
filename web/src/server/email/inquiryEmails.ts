import { CONTACT_FIELDS as C, HIRE_FIELDS as H, type AirtableField } from '@amaranth/schemas/airtable'
import { formatCents } from '../../pricing/money.ts'
import { TABLES, type SubmissionDetails } from '../api/recordWriter.ts'
import type { StoredSubmission } from '../outbox/outboxRows.ts'
import type { Email } from './mailer.ts'
import { BRAND, details, escapeHtml, formatEventDate, heading, page, paragraph, type Block } from './layout.ts'
import type { SiteContact } from './siteContact.ts'

/** The two emails of an inquiry (docs/product/inquiries.md#emails), in the shared layout (layout.ts). */

type Inquiry = {
  kind: 'hire' | 'contact'
  name: string
  email: string
  phone: string
  eventDate?: string
  venue?: string
  message: string
  items: NonNullable<SubmissionDetails['items']>
  totalCents?: number
  itemsCents?: number
  charges: NonNullable<SubmissionDetails['charges']>
  deposit?: SubmissionDetails['deposit']
  toConfirm?: SubmissionDetails['toConfirm']
  /** What the site added for staff: the venue postcode and delivery, the hire terms accepted. */
  notes: NonNullable<SubmissionDetails['notes']>
  /** The visitor's further answers (SubmissionDetails.answers). */
  answers: NonNullable<SubmissionDetails['answers']>
  reference: string
}

/** The submission as the emails speak of it, from the record's fields (names exactly as in Airtable). */
export function inquiryOf(submission: StoredSubmission): Inquiry {
  const f = (name: AirtableField<'Equipment Hire Requests'> | AirtableField<'Contact Messages'>) =>
    String(submission.fields[name] ?? '')
  const reference = submission.submissionId ?? `#${submission.id}`
  if (submission.table === TABLES.contactMessages) {
    return {
      kind: 'contact',
      name: f(C.fullName),
      email: f(C.email),
      phone: f(C.phone),
      message: f(C.message),
      items: [],
      charges: [],
      notes: [],
      answers: [],
      reference,
    }
  }
  const { details } = submission
  return {
    kind: 'hire',
    name: `${f(H.firstName)} ${f(H.lastName)}`.trim(),
    email: f(H.email),
    phone: f(H.phone),
    eventDate: f(H.eventDate),
    venue: f(H.venue),
    // The visitor's own words (the record's Message also carries the site's notes for staff).
    message: details.visitorMessage ?? f(H.message),
    items: details.items ?? [],
    totalCents: details.totalCents ?? Math.round(Number(submission.fields[H.total] ?? 0) * 100),
    ...(details.itemsCents !== undefined ? { itemsCents: details.itemsCents } : {}),
    charges: details.charges ?? [],
    ...(details.deposit ? { deposit: details.deposit } : {}),
    ...(details.toConfirm ? { toConfirm: details.toConfirm } : {}),
    notes: details.notes ?? [],
    answers: details.answers ?? [],
    reference,
  }
}

const address = (name: string, email: string) => `"${name.replace(/["\\\r\n]/g, '')}" <${email}>`

/**
 * What the estimate could not price, in the hire list's words (hire-list/HireListTotals.tsx): the items
 * before delivery when only the charges were unread, nothing at all when the catalogue was.
 */
function toConfirmWords(inquiry: Inquiry): string | undefined {
  if (inquiry.toConfirm === 'fees')
    return `Items: ${formatCents(inquiry.itemsCents ?? 0)} before delivery; delivery and fees to be confirmed`
  if (inquiry.toConfirm === 'prices')
    return 'Prices, delivery and fees to be confirmed: we could not load our price list when this was sent'
  return undefined
}

const TO_CONFIRM = 'To be confirmed'

/**
 * The estimate as the hire list showed it: each item, then (when there are fees) the items' subtotal and
 * each fee, the estimated total, and the deposit that would secure the booking. What could not be priced
 * (toConfirmWords) is said so, never shown as a complete total.
 */
function itemsTable(inquiry: Inquiry): Block {
  if (!inquiry.items.length) return paragraph('No items from the hire list.')
  const cell = `font-family:${BRAND.body};font-size:14px;padding:8px 0;border-bottom:1px solid ${BRAND.line};color:${BRAND.maroon}`
  const unpriced = toConfirmWords(inquiry)
  const total = unpriced ? TO_CONFIRM : formatCents(inquiry.totalCents ?? 0)
  const amount = (cents: number | undefined) => (cents === undefined ? TO_CONFIRM.toLowerCase() : formatCents(cents))
  const row = (name: string, quantity: string, amount: string, style = '') =>
    `<tr><td style="${cell}${style}">${escapeHtml(name)}</td><td style="${cell}${style};text-align:right;white-space:nowrap">${escapeHtml(quantity)}</td><td style="${cell}${style};text-align:right;white-space:nowrap">${escapeHtml(amount)}</td></tr>`
  const fees = inquiry.charges.length > 0 && inquiry.itemsCents !== undefined
  const feeRows = fees
    ? [
        row('Items', '', formatCents(inquiry.itemsCents ?? 0), ';font-weight:600'),
        ...inquiry.charges.map((charge) => row(charge.name, '', formatCents(charge.cents))),
      ]
    : inquiry.toConfirm === 'fees'
      ? [
          row('Items', '', formatCents(inquiry.itemsCents ?? 0), ';font-weight:600'),
          row('Delivery, setup and collection', '', TO_CONFIRM),
        ]
      : []
  const deposit = inquiry.deposit
    ? `A ${inquiry.deposit.percent}% deposit (${formatCents(inquiry.deposit.cents)}) secures the booking once the quote is confirmed.`
    : ''
  const note = `${unpriced ? `${unpriced}. ` : ''}An estimate from our current prices; your quote confirms the final amount.${deposit ? ` ${deposit}` : ''}`
  return {
    html:
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">` +
      inquiry.items.map((item) => row(item.name, `× ${item.quantity}`, amount(item.lineCents))).join('') +
      feeRows.join('') +
      `<tr><td colspan="2" style="${cell};border:0;font-weight:600">Estimated total</td><td style="${cell};border:0;text-align:right;font-weight:600">${escapeHtml(total)}</td></tr></table>` +
      `<p style="margin:8px 0 0;font-family:${BRAND.body};font-size:12px;color:${BRAND.gold}">${escapeHtml(note)}</p>`,
    text:
      inquiry.items.map((item) => `- ${item.name} x ${item.quantity} = ${amount(item.lineCents)}`).join('\n') +
      (fees
        ? `\nItems: ${formatCents(inquiry.itemsCents ?? 0)}` +
          inquiry.charges.map((charge) => `\n- ${charge.name} = ${formatCents(charge.cents)}`).join('')
        : '') +
      (unpriced ? `\n${unpriced}` : '') +
      `\nEstimated total: ${unpriced ? TO_CONFIRM.toLowerCase() : total} (an estimate; your quote confirms the final amount)` +
      (deposit ? `\n${deposit}` : ''),
  }
}

/** To the business (INQUIRY_NOTIFY_TO): Reply-To the visitor, so answering the email answers them. */
/** The visitor's own details, the same in both emails. */
const whatTheySent = (inquiry: ReturnType<typeof inquiryOf>, when: string | undefined) =>
  details([
    ['Name', inquiry.name],
    ['Email', inquiry.email],
    ['Phone', inquiry.phone],
    ['Event date', when],
    ['Venue', inquiry.venue],
    ...inquiry.answers,
    ...inquiry.notes,
    ['Message', inquiry.message],
  ])

/** For staff: the lines asking for more than is free on the date (server/availability/overLimitNote.ts). */
const overLimitBlocks = (lines: string[] | undefined) =>
  lines?.length ? [heading('More than is free'), ...lines.map((line) => paragraph(line))] : []

export function notificationEmail(submission: StoredSubmission, to: string): Email {
  const inquiry = inquiryOf(submission)
  const when = inquiry.eventDate ? formatEventDate(inquiry.eventDate) : undefined
  const subject =
    inquiry.kind === 'hire' ? `New hire inquiry: ${inquiry.name}, ${when}` : `New message: ${inquiry.name}`
  const blocks = [
    paragraph(
      inquiry.kind === 'hire'
        ? `${inquiry.name} sent an equipment hire inquiry. Reply to this email to answer them.`
        : `${inquiry.name} sent a message from the contact form. Reply to this email to answer them.`,
    ),
    whatTheySent(inquiry, when),
    ...(inquiry.kind === 'hire' ? [heading('Items'), itemsTable(inquiry)] : []),
    ...overLimitBlocks(submission.details.overLimit),
  ]
  return {
    to,
    replyTo: address(inquiry.name, inquiry.email),
    subject,
    ...page(subject, blocks, `Reference ${inquiry.reference} · the record is also in Airtable.`),
  }
}

/** To the visitor: what they sent, the response promise, and how to reach the business. */
export function confirmationEmail(submission: StoredSubmission, contact: SiteContact): Email {
  const inquiry = inquiryOf(submission)
  const when = inquiry.eventDate ? formatEventDate(inquiry.eventDate) : undefined
  const subject =
    inquiry.kind === 'hire'
      ? `We have your inquiry for ${when} · ${contact.businessName}`
      : `We have your message · ${contact.businessName}`
  const reach = [contact.phone && `call us on ${contact.phone}`, contact.email && `write to ${contact.email}`]
    .filter(Boolean)
    .join(' or ')
  const firstName = inquiry.name.split(' ')[0] || inquiry.name
  const blocks = [
    paragraph(
      `Thank you, ${firstName}. We have received your ${inquiry.kind === 'hire' ? 'equipment hire inquiry' : 'message'}. ${contact.responsePromise}`,
    ),
    heading(inquiry.kind === 'hire' ? 'Your inquiry' : 'Your message'),
    whatTheySent(inquiry, when),
    ...(inquiry.kind === 'hire' ? [heading('Your hire list'), itemsTable(inquiry)] : []),
    ...(reach ? [heading('Need us sooner?'), paragraph(`For anything urgent, ${reach}.`)] : []),
  ]
  return {
    to: address(inquiry.name, inquiry.email),
    ...(contact.email ? { replyTo: address(contact.businessName, contact.email) } : {}),
    subject,
    ...page(
      subject,
      blocks,
      `${contact.businessName}${contact.phone ? ` · ${contact.phone}` : ''}${contact.email ? ` · ${contact.email}` : ''} · You receive this email because you sent us an inquiry.`,
    ),
  }
}
