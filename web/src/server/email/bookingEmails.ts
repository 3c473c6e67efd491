import { dayNumber } from '../../availability/calendarDay.ts'
import { formatCents } from '../../pricing/money.ts'
import { details, escapeHtml, formatEventDate, heading, page, paragraph, BRAND, type Block } from './layout.ts'
import type { Email } from './mailer.ts'
import type { SiteContact } from './siteContact.ts'
import { button } from './storeEmails.ts'

/**
 * The emails of booking online: the quote link to the couple, the balance reminders, and the request
 * for a fresh quote to staff. Same layout pieces as the inquiry and store emails; every value is escaped.
 */

/** The couple as the hire request names them. */
export type Couple = { name: string; email: string }

export type QuoteEmailInput = Couple & {
  eventDate: string
  venue?: string
  link: string
  totalCents: number
  depositCents: number
  depositPercent: number
  /** The event is inside the balance window: the deposit is the whole total. */
  inBalanceWindow: boolean
  balanceDueDate: string
  validUntil: string
}

export type BalanceReminderInput = Couple & {
  eventDate: string
  link: string
  balanceCents: number
  dueDate: string
  /** The business's day the reminder goes out (lib/time/businessDay.ts). */
  today: string
}

export type FreshQuoteRequestInput = Couple & {
  recordId: string
  eventDate: string
  /** The quote's last valid day. */
  expiredOn: string
}

export const firstName = (name: string) => name.trim().split(/\s+/)[0] || name
export const address = (name: string, email: string) => `"${name.replace(/["\\\r\n]/g, '')}" <${email}>`

const reachWords = (contact: SiteContact) =>
  [contact.phone && `call us on ${contact.phone}`, contact.email && `write to ${contact.email}`]
    .filter(Boolean)
    .join(' or ')

/** Replies go to the business; the footer says why the couple has the email. */
export function toCouple(
  couple: Couple,
  contact: SiteContact,
  [subject, title]: [string, string],
  blocks: Block[],
): Email {
  const reach = reachWords(contact)
  const footer = [contact.businessName, contact.phone, contact.email].filter(Boolean).join(' · ')
  return {
    to: address(couple.name, couple.email),
    ...(contact.email ? { replyTo: address(contact.businessName, contact.email) } : {}),
    subject,
    ...page(
      title,
      [
        ...blocks,
        ...(reach ? [paragraph(`Questions about your booking? ${reach[0]!.toUpperCase()}${reach.slice(1)}.`)] : []),
      ],
      `${footer} · You receive this email because you asked us for a quote.`,
    ),
  }
}

/** A paragraph set off from a table above it. */
export const after = (words: string): Block => {
  const plain = paragraph(words)
  return { ...plain, html: plain.html.replace('margin:0 0 16px', 'margin:24px 0 16px') }
}

/** A figure that stands out: the amount to pay now, large, above its label. */
export function amountPanel(label: string, amount: string, note: string): Block {
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:4px 0 20px;background:${BRAND.ivory}"><tr><td style="padding:18px 20px">
<p style="margin:0;font-family:${BRAND.body};font-size:12px;letter-spacing:1px;text-transform:uppercase;color:${BRAND.gold}">${escapeHtml(label)}</p>
<p style="margin:4px 0 2px;font-family:${BRAND.display};font-size:34px;line-height:1.1;color:${BRAND.maroon}">${escapeHtml(amount)}</p>
<p style="margin:0;font-family:${BRAND.body};font-size:13px;line-height:1.5;color:${BRAND.maroon}">${escapeHtml(note)}</p></td></tr></table>`,
    text: `${label}: ${amount} (${note})`,
  }
}

/** The link to the quote: what it costs, what secures it, and until when it can be accepted. */
export function quoteEmail(quote: QuoteEmailInput, contact: SiteContact): Email {
  const when = formatEventDate(quote.eventDate)
  const validUntil = formatEventDate(quote.validUntil)
  const deposit = formatCents(quote.depositCents)
  const balanceCents = quote.totalCents - quote.depositCents
  const depositNote = quote.inBalanceWindow
    ? 'Your event is close, so the whole total is paid when you accept.'
    : `${quote.depositPercent}% of the total, paid online when you accept.`
  const blocks = [
    paragraph(
      `Hello ${firstName(quote.name)}, your quote for ${when} is ready. Read it, accept it with your name and pay the deposit online to secure your booking.`,
    ),
    amountPanel(
      quote.inBalanceWindow ? 'To pay when you accept' : 'Deposit to secure your booking',
      deposit,
      depositNote,
    ),
    button('View and accept your quote', quote.link),
    heading('Your quote'),
    details([
      ['Event date', when],
      ['Venue', quote.venue],
      ['Total', `${formatCents(quote.totalCents)} AUD`],
      ['Deposit', `${deposit} AUD`],
      [
        'Balance',
        quote.inBalanceWindow || balanceCents <= 0
          ? undefined
          : `${formatCents(balanceCents)} AUD, due by ${formatEventDate(quote.balanceDueDate)}`,
      ],
      ['Valid until', validUntil],
    ]),
    after(
      `The quote can be accepted until ${validUntil}. Nothing is reserved until the deposit is paid, so the sooner you accept, the surer your date.`,
    ),
  ]
  return toCouple(quote, contact, [`Your quote for ${when} · ${contact.businessName}`, 'Your quote is ready'], blocks)
}

/** Calendar days from `from` to `to` (negative once `to` has passed). */
const daysBetween = (from: string, to: string) => (dayNumber(to) ?? 0) - (dayNumber(from) ?? 0)

/**
 * The balance reminder, some days before the due date or on it (one template: the words follow the
 * days left). Sent late, after a stop that outlasted the day, it says when it was due.
 */
export function balanceReminderEmail(reminder: BalanceReminderInput, contact: SiteContact): Email {
  const amount = formatCents(reminder.balanceCents)
  const due = formatEventDate(reminder.dueDate)
  const left = daysBetween(reminder.today, reminder.dueDate)
  const [whenDue, shortly] =
    left > 1
      ? [`is due in ${left} days, on ${due}`, `is due in ${left} days`]
      : left === 1
        ? [`is due tomorrow, ${due}`, 'is due tomorrow']
        : left === 0
          ? ['is due today', 'is due today']
          : [`was due on ${due}`, `was due on ${due}`]
  const subject = `Your balance of ${amount} ${shortly} · ${contact.businessName}`
  const blocks = [
    paragraph(
      `Hello ${firstName(reminder.name)}, a reminder that the balance for your booking on ${formatEventDate(reminder.eventDate)} ${whenDue}.`,
    ),
    amountPanel('Balance to pay', amount, left >= 0 ? `Due by ${due}.` : `It was due on ${due}.`),
    button('Pay your balance', reminder.link),
    paragraph('Already paid? Thank you: you can ignore this email, your booking page shows every payment.'),
  ]
  return toCouple(
    reminder,
    contact,
    [
      subject,
      left > 0 ? 'Your balance is due soon' : left === 0 ? 'Your balance is due today' : 'Your balance is overdue',
    ],
    blocks,
  )
}

/** To staff (INQUIRY_NOTIFY_TO): the couple asks for a fresh quote after theirs expired; replying answers them. */
export function freshQuoteRequestEmail(request: FreshQuoteRequestInput, to: string): Email {
  const when = formatEventDate(request.eventDate)
  const subject = `Fresh quote asked for: ${request.name}, ${when}`
  const blocks = [
    paragraph(
      `${request.name} opened their quote after it expired on ${formatEventDate(request.expiredOn)} and asked for a fresh one. Reply to this email to answer them.`,
    ),
    details([
      ['Name', request.name],
      ['Email', request.email],
      ['Event date', when],
      ['Quote expired', formatEventDate(request.expiredOn)],
      ['Airtable record', request.recordId],
    ]),
    heading('To send a fresh quote'),
    paragraph(
      'In the record, check Items and Total Cost, set a new Quote Valid Until (or leave it empty for the usual days), then empty Quote Link with Status still Quoted. The site writes a new link and emails it within a minute.',
    ),
  ]
  return {
    to,
    replyTo: address(request.name, request.email),
    subject,
    ...page(subject, blocks, `Record ${request.recordId} · the record has a note of this request too.`),
  }
}
