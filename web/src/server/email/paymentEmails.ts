import { formatEventDay } from '../../availability/calendarDay.ts'
import { formatBusinessDateTime } from '../../lib/time/businessDay.ts'
import { includesGst } from '../../pricing/gst.ts'
import { formatCents } from '../../pricing/money.ts'
import { details, heading, page, paragraph } from './layout.ts'
import type { Email } from './mailer.ts'
import { button, gstIncluded } from './storeEmails.ts'
import type { Seller } from '../store/storeCatalogue.ts'
import type { PaymentFields } from '../booking/rowFields.ts'

/** A booking payment's number as the couple and staff quote it: the end of its Checkout Session id. */
export const paymentNumber = (fields: Pick<PaymentFields, 'Session'>) =>
  `AE-B-${fields.Session.slice(-8).toUpperCase()}`

const sellerLine = (seller: Seller) =>
  [seller.businessName, seller.abn && `ABN ${seller.abn}`, seller.email, seller.phone].filter(Boolean).join(' · ')

/**
 * The couple's confirmation with its receipt: "Booking confirmed" after the deposit, "Paid in full" once
 * nothing is left. A tax invoice when prices include GST (pricing/gst.ts), as the store's receipt is.
 */
export function paymentConfirmationEmail(fields: PaymentFields, seller: Seller): Email {
  const full = fields['Left Cents'] === 0
  const title = full ? 'Paid in full' : 'Booking confirmed'
  const day = formatEventDay(fields['Event date'])
  const taxInvoice = includesGst(seller)
  const what =
    fields.Kind === 'deposit'
      ? full
        ? 'Equipment hire, paid in full'
        : 'Deposit for equipment hire'
      : 'Balance for equipment hire'
  const receipt: Array<[string, string | undefined]> = [
    ['Sold by', seller.businessName],
    ['ABN', taxInvoice ? seller.abn : undefined],
    [taxInvoice ? 'Tax invoice number' : 'Receipt number', paymentNumber(fields)],
    ['Date', formatBusinessDateTime(new Date(fields['Paid At']))],
    ['Paid by', `${fields.Name} (${fields.Email})`],
    ['For', `${what}, ${day}`],
    [taxInvoice ? 'Amount paid (GST included)' : 'Amount paid', `${formatCents(fields.Cents)} AUD`],
    ['GST included', taxInvoice ? formatCents(gstIncluded(fields.Cents)) : undefined],
  ]
  const booking: Array<[string, string | undefined]> = [
    ['Event date', day],
    ['Quote total', formatCents(fields['Total Cents'])],
    ['Paid so far', formatCents(fields['Total Cents'] - fields['Left Cents'])],
    ['Left to pay', full ? undefined : formatCents(fields['Left Cents'])],
  ]
  const first = fields.Name.split(' ')[0] || fields.Name
  const blocks = [
    paragraph(
      full
        ? `Thank you, ${first}. Your hire for ${day} is paid in full.`
        : `Thank you, ${first}. Your booking for ${day} is confirmed: the pieces are held for you from now on.`,
    ),
    ...(full
      ? []
      : [paragraph('The balance is due before the event; we will remind you. You can pay it from your quote page.')]),
    ...(fields['Refunding Cents']
      ? [
          paragraph(
            `${formatCents(fields['Refunding Cents'])} of this payment was more than was left to pay: it is being refunded to your card, which takes 5 to 10 days to show.`,
          ),
        ]
      : []),
    button('See your booking', fields.Link),
    heading('Your booking'),
    details(booking),
    heading(taxInvoice ? 'Tax invoice' : 'Receipt'),
    details(receipt),
    ...(seller.gstRegistered ? [] : [paragraph('Prices include no GST: we are not registered for GST.')]),
  ]
  return {
    to: fields.Email,
    subject: `${title}: ${day} · ${seller.businessName} (${paymentNumber(fields)})`,
    ...page(title, blocks, sellerLine(seller)),
  }
}
