import { formatBusinessDateTime } from '../../lib/time/businessDay.ts'
import { formatCents } from '../../pricing/money.ts'
import { address, after, amountPanel, firstName, toCouple, type Couple } from './bookingEmails.ts'
import { details, formatEventDate, heading, page, paragraph } from './layout.ts'
import type { Email } from './mailer.ts'
import type { SiteContact } from './siteContact.ts'
import { button } from './storeEmails.ts'

/**
 * The emails of Reserve now (decision 0032): the couple's receipt of the hold, staff's "new reservation
 * to accept", the couple's kind decline, and staff told what the site decided on its own (the window
 * passed, a card hold lapsed). Same layout pieces as the booking emails; every value is escaped.
 */
export type ReserveNoticeInput = Couple & {
  recordId: string
  eventDate: string
  /** The quote page's link. */
  link: string
  /** The lines as the hire request wrote them (`Items`). */
  items: string
  totalCents: number
  heldCents: number
  windowHours: number
  /** When the window ends (ms). */
  windowEndsAt: number
  windowAction: 'accept' | 'decline'
}

const lineRows = (items: string): Array<[string, string | undefined]> =>
  items
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [text, amount] = line.split(/\s*=\s*(?=\$)/)
      return [text!, amount]
    })

/** The couple's receipt of the hold: reserved, staff confirm within the window, the deposit held and not charged. */
export function reservedEmail(r: ReserveNoticeInput, contact: SiteContact): Email {
  const when = formatEventDate(r.eventDate)
  const subject = `Reserved: our team confirms within ${r.windowHours} hours · ${contact.businessName}`
  const blocks = [
    paragraph(
      `Hello ${firstName(r.name)}, your pieces are reserved for ${when}. Reserved: our team confirms within ${r.windowHours} hours.`,
    ),
    amountPanel(
      'Deposit held on your card',
      formatCents(r.heldCents),
      'Held, not charged: it is taken only when we confirm your booking.',
    ),
    button('See your reservation', r.link),
    heading('Your reservation'),
    details([...lineRows(r.items), ['Total', `${formatCents(r.totalCents)} AUD`], ['Event date', when]]),
    after(
      'When we confirm, the deposit is taken and we email your confirmation and tax invoice. If we cannot take the booking, the hold on your card is released and nothing is charged.',
    ),
  ]
  return toCouple(r, contact, [subject, 'Reserved'], blocks)
}

/** Staff's "New reservation to accept": the lines, the total, the deposit held, the window's end, what happens after it. */
export function reservationToAcceptEmail(r: ReserveNoticeInput, to: string, airtable: boolean): Email {
  const when = formatEventDate(r.eventDate)
  const ends = formatBusinessDateTime(r.windowEndsAt)
  const subject = `New reservation to accept: ${r.name}, ${when}`
  const how = airtable
    ? 'In Airtable, set the record’s Status to Confirmed to take the deposit, or to Declined to release the hold.'
    : `Run \`pnpm inquiries accept ${r.recordId}\` to take the deposit, or \`pnpm inquiries decline ${r.recordId}\` to release the hold.`
  const blocks = [
    paragraph(
      `${r.name} reserved online for ${when}: the pieces are held and a deposit of ${formatCents(r.heldCents)} is held on their card, not charged.`,
    ),
    details([
      ...lineRows(r.items),
      ['Total', `${formatCents(r.totalCents)} AUD`],
      ['Deposit held', `${formatCents(r.heldCents)} AUD`],
      ['Name', r.name],
      ['Email', r.email],
      ['Decide by', ends],
    ]),
    heading('To decide'),
    paragraph(how),
    paragraph(
      r.windowAction === 'accept'
        ? `If nobody answers by ${ends}, the site accepts it: the deposit is taken and the couple gets their confirmation.`
        : `If nobody answers by ${ends}, the site declines it: the hold is released and the couple is told kindly.`,
    ),
  ]
  return {
    to,
    replyTo: address(r.name, r.email),
    subject,
    ...page(subject, blocks, `Record ${r.recordId} · the couple’s page: ${r.link}`),
  }
}

/** The couple's kind decline: nothing charged, the hold released, and the inquiry one link away. */
export function reservationDeclinedEmail(r: ReserveNoticeInput, contact: SiteContact, inquiryLink: string): Email {
  const when = formatEventDate(r.eventDate)
  const blocks = [
    paragraph(
      `Hello ${firstName(r.name)}, thank you for reserving with us for ${when}. We are sorry: we cannot take this booking as it stands.`,
    ),
    paragraph(
      `Nothing was charged; the hold on your card is released (${formatCents(r.heldCents)}). Your bank may take a few days to show it gone.`,
    ),
    paragraph('Send us an inquiry with your list and we will gladly find a way with you.'),
    button('Send an inquiry', inquiryLink),
  ]
  return toCouple(
    r,
    contact,
    [`About your reservation for ${when} · ${contact.businessName}`, 'Your reservation'],
    blocks,
  )
}

/** Staff told what the site decided on its own: the window passed, or the card hold lapsed. */
export function reservationDecidedEmail(
  r: ReserveNoticeInput,
  to: string,
  decided: { action: 'accept' | 'decline'; why: 'window' | 'lapsed' | 'staff' },
): Email {
  const when = formatEventDate(r.eventDate)
  const what = decided.action === 'accept' ? 'accepted' : 'declined'
  const subject = `Reservation ${what}: ${r.name}, ${when}`
  const why =
    decided.why === 'lapsed'
      ? 'The hold on the card lapsed at Stripe before anyone decided, so the reservation is declined: nothing was charged and the pieces are free again.'
      : decided.why === 'window'
        ? `Nobody decided within ${r.windowHours} hours, so the site ${what} it, as the hire terms say.`
        : `It was ${what}.`
  const blocks = [
    paragraph(why),
    details([
      ['Name', r.name],
      ['Email', r.email],
      ['Total', `${formatCents(r.totalCents)} AUD`],
      ['Deposit', `${formatCents(r.heldCents)} AUD, ${decided.action === 'accept' ? 'taken' : 'released'}`],
    ]),
  ]
  return { to, replyTo: address(r.name, r.email), subject, ...page(subject, blocks, `Record ${r.recordId}`) }
}
