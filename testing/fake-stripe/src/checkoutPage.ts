import type { LineItem, Session } from './sessions.ts'

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)

/**
 * The hosted checkout page, as Stripe's would stand between "Purchase & Download" and the success page.
 * No card is asked for: it is a test page, and says so.
 */
export function checkoutPage(session: Session, lineItems: LineItem[], error?: string): string {
  const lines = lineItems
    .map(
      (line) =>
        `<li><span>${escape(line.description)}</span><span>${money(line.amount_total, line.currency)}</span></li>`,
    )
    .join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test checkout · Fake Stripe</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f6f9fc; color: #1a1f36; }
  main { max-width: 28rem; margin: 0 auto; padding: 2.5rem 1.25rem; }
  .badge { display: inline-block; padding: .2rem .6rem; border-radius: 999px; background: #ffde92; color: #5f3b00; font-size: .8rem; font-weight: 600; letter-spacing: .03em; }
  h1 { font-size: 1.5rem; margin: .75rem 0 .25rem; }
  ul { list-style: none; padding: 0; margin: 1.5rem 0; border-top: 1px solid #e3e8ee; }
  li { display: flex; justify-content: space-between; padding: .75rem 0; border-bottom: 1px solid #e3e8ee; }
  .total { font-weight: 600; }
  label { display: block; font-weight: 600; margin: 1.5rem 0 .35rem; }
  input { box-sizing: border-box; width: 100%; padding: .7rem; font: inherit; border: 1px solid #c1c9d2; border-radius: 6px; }
  button { width: 100%; margin-top: 1.25rem; padding: .85rem; font: inherit; font-weight: 600; color: #fff; background: #635bff; border: 0; border-radius: 6px; cursor: pointer; }
  .note, .cancel { font-size: .9rem; color: #697386; }
  .error { color: #c0123c; }
</style></head>
<body><main>
  <span class="badge">TEST MODE</span>
  <h1>Test checkout</h1>
  <p class="note">A stand-in for Stripe Checkout. No card is charged: "Pay" marks this session paid and sends the signed <code>checkout.session.completed</code> webhook.</p>
  <ul>${lines}<li class="total"><span>Total</span><span>${money(session.amount_total, session.currency)}</span></li></ul>
  <form method="post">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escape(session.customer_email ?? '')}">
    ${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
    <button type="submit">Pay</button>
  </form>
  <p class="cancel"><a href="${escape(session.cancel_url)}">Cancel and return</a></p>
</main></body></html>`
}
