import { BUSINESS_TIME_ZONE } from '../../lib/time/businessDay.ts'
import { includesGst } from '../../pricing/gst.ts'
import { formatCents } from '../../pricing/money.ts'
import type { Order } from '../store/orders.ts'
import type { Seller } from '../store/storeCatalogue.ts'
import { DOWNLOADS_PER_ORDER } from '../store/orderState.ts'
import { BRAND, details, escapeHtml, heading, page, paragraph, type Block } from './layout.ts'
import type { Email } from './mailer.ts'

/** The GST inside a GST-inclusive price: one eleventh (10 % on top of the price before GST). */
export const gstIncluded = (cents: number) => Math.round(cents / 11)

/** An order's number as buyers and staff quote it. */
export const orderNumber = (order: Pick<Order, 'id'>) => `AE-${String(order.id).padStart(6, '0')}`

const formatDay = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(iso))

/** The one call to action of an email: a maroon button, its link spelled out in the text part. */
export function button(label: string, href: string): Block {
  return {
    html: `<p style="margin:8px 0 24px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 28px;background:${BRAND.maroon};color:${BRAND.ivory};font-family:${BRAND.body};font-size:15px;letter-spacing:0.5px;text-decoration:none">${escapeHtml(label)}</a></p>`,
    text: `${label}: ${href}`,
  }
}

/** The store page on the download link's origin (PUBLIC_SITE_URL), not the one the order was paid on. */
const linkTerms = (downloadUrl: string) =>
  paragraph(
    `Your order includes ${DOWNLOADS_PER_ORDER} downloads over 7 days, whichever of its links you use. If you lose this link, choose "Lost your link?" on ${new URL('/store', downloadUrl).href} and we will send it again to this address.`,
  )

const footerOf = (seller: Seller) =>
  [seller.businessName, seller.abn && `ABN ${seller.abn}`, seller.email, seller.phone].filter(Boolean).join(' · ')

/**
 * The receipt with the download link. When prices include GST (registered and an ABN, pricing/gst.ts, as
 * the store card says) it is a tax invoice: the words "Tax invoice", the seller's ABN, the date, the item
 * and the GST included, as the ATO asks of a sale under $1,000. It says the business is not registered
 * only when the site settings say so: registered without an ABN claims neither.
 */
export function receiptEmail(order: Order, seller: Seller, downloadUrl: string): Email {
  const taxInvoice = includesGst(seller)
  const total = formatCents(order.amountCents)
  const title = taxInvoice ? 'Tax invoice' : 'Receipt'
  const rows: Array<[string, string | undefined]> = [
    ['Sold by', seller.businessName],
    ['ABN', taxInvoice ? seller.abn : undefined],
    [taxInvoice ? 'Invoice number' : 'Order number', orderNumber(order)],
    ['Date', formatDay(order.createdTime)],
    ['Sold to', order.email],
    ['Item', `${order.product} (digital guide, PDF)`],
    [taxInvoice ? 'Total (GST included)' : 'Total', `${total} AUD`],
    ['GST included', taxInvoice ? formatCents(gstIncluded(order.amountCents)) : undefined],
  ]
  const blocks = [
    paragraph(`Thank you for buying ${order.product}. Your guide is ready to download.`),
    button('Download your guide', downloadUrl),
    linkTerms(downloadUrl),
    heading('Your order'),
    details(rows),
    ...(seller.gstRegistered ? [] : [paragraph('Prices include no GST: we are not registered for GST.')]),
  ]
  const { html, text } = page(`${title}: ${order.product}`, blocks, footerOf(seller))
  return {
    to: order.email,
    subject: `Your ${order.product} from ${seller.businessName} (${orderNumber(order)})`,
    html,
    text,
  }
}

/** A fresh link for an order, asked for with "Lost your link?" or from an expired link. */
export function freshLinkEmail(order: Order, seller: Seller, downloadUrl: string): Email {
  const blocks = [
    paragraph(`Here is a fresh download link for ${order.product} (order ${orderNumber(order)}).`),
    button('Download your guide', downloadUrl),
    linkTerms(downloadUrl),
    paragraph(
      'If you did not ask for this link, you can ignore this email: it only ever goes to the address that bought the guide.',
    ),
  ]
  const { html, text } = page(`Your download link`, blocks, footerOf(seller))
  return { to: order.email, subject: `Your download link for ${order.product}`, html, text }
}

/**
 * The refund notice: what was paid and what came back. A full refund ends the order's download links, and
 * says so; after a partial one they go on working.
 */
export function refundEmail(order: Order, seller: Seller, refund: { cents: number; full: boolean }): Email {
  const rows: Array<[string, string | undefined]> = [
    ['Order number', orderNumber(order)],
    ['Item', `${order.product} (digital guide, PDF)`],
    ['Paid', `${formatCents(order.amountCents)} AUD`],
    [refund.full ? 'Refunded' : 'Refunded so far', `${formatCents(refund.cents)} AUD`],
  ]
  const blocks = [
    paragraph(
      refund.full
        ? `We have refunded your order for ${order.product}. Its download links no longer work.`
        : `We have refunded part of your order for ${order.product}. Your download links still work.`,
    ),
    paragraph('The money reaches your card within 5 to 10 business days, depending on your bank.'),
    heading('Your refund'),
    details(rows),
  ]
  const { html, text } = page(`Refund: ${order.product}`, blocks, footerOf(seller))
  return {
    to: order.email,
    subject: `Refund of your ${order.product} order (${orderNumber(order)})`,
    html,
    text,
  }
}
