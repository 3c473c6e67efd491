import { describe, expect, it } from 'vitest'
import { bookingSettingsFrom } from '../../../src/server/booking/bookingSettings.ts'
import { createQuoteService } from '../../../src/server/booking/quoteService.ts'
import { stripeFromEnv } from '../../../src/server/store/stripeClient.ts'
import { createStatusRows } from '../../../src/server/data/statuses.ts'
import { mailTo, SECRET_KEY, SITE } from './bookingApp.ts'
import { acceptAndPay, booking, quoted, setTotal, startQuoteBooking, view } from './quoteCouple.ts'

startQuoteBooking()

describe('paying the deposit and the balance', () => {
  it('offers the balance after the deposit only, then says paid in full', async () => {
    const { token, email } = await quoted()
    expect((await booking.balance(token)).status).toBe(409)
    await booking.webhook((await acceptAndPay(token, email)).body)
    const answer = await booking.balance(token)
    expect(answer.status).toBe(200)
    const { url } = (await answer.json()) as { url: string }
    expect(booking.fake.sessions.get(url.split('/').at(-1)!)).toMatchObject({
      amount_total: 560_00,
      metadata: { bookingKind: 'balance' },
    })
    await booking.webhook((await booking.pay(url, email)).body)
    expect(await view(token)).toMatchObject({ state: 'paid', balancePaidCents: 560_00, dueCents: 0 })
    expect((await booking.balance(token)).status).toBe(409)
    const mails = await mailTo(booking.smtp, email, 2)
    // Two deliveries of one target may run at once (its concurrency is 2): they can arrive in either order.
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      expect.stringMatching(/^Booking confirmed/),
      expect.stringMatching(/^Paid in full/),
    ])
  })

  it('shows what staff changed after the deposit, keeps the accepted figures until accepted again, then follows the new total', async () => {
    const { token, recordId, email } = await quoted()
    await booking.webhook((await acceptAndPay(token, email)).body)
    await setTotal(recordId, 900, 'Crossback Timber Chair x 80 = $680.00\nDelivery: Toowoomba x 1 = $220.00')
    expect(await view(token)).toMatchObject({
      state: 'confirmed',
      changed: true,
      accepted: { totalCents: 800_00 },
      current: { totalCents: 900_00 },
      dueCents: 560_00,
    })
    const again = await booking.accept(token, { fullName: 'Charlotte Nguyen', agreeTerms: true })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ url: `${SITE}/quote/${token}` })
    expect(await view(token)).toMatchObject({ changed: false, accepted: { totalCents: 900_00 }, dueCents: 660_00 })
    expect((await booking.accept(token)).status).toBe(409)
  })

  it('shows a paid booking from the database while the record cannot be read; takes nothing meanwhile', async () => {
    const { token, email } = await quoted()
    await booking.webhook((await acceptAndPay(token, email)).body)
    const down = createQuoteService({
      sql: booking.sql,
      secret: SECRET_KEY,
      records: { read: () => Promise.reject(new Error('Airtable is down')) },
      settings: () => bookingSettingsFrom(booking.content.sanity),
      stripe: stripeFromEnv({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_URL: booking.fake.url })!,
      stock: { claim: () => Promise.reject(new Error('not asked')), release: async () => {} },
      requestFresh: () => Promise.reject(new Error('not asked')),
      store: booking.booking.outbox.store,
      kick: () => {},
      giveUpMs: 1000,
      site: SITE,
      log: () => {},
    })
    const loaded = await down.load(token)
    expect('view' in loaded && loaded.view).toMatchObject({
      state: 'confirmed',
      name: 'Charlotte Nguyen',
      venue: 'Gabbinbar Homestead, Toowoomba',
      dueCents: 560_00,
    })
    expect(await down.balance(token)).toMatchObject({ status: 503 })
    const unpaid = await quoted()
    expect(await down.load(unpaid.token)).toMatchObject({ status: 503 })
  })

  it('shows a cancelled request as cancelled, with nothing to pay', async () => {
    const { token, recordId } = await quoted()
    await createStatusRows(booking.sql).set(Number(recordId), 'Cancelled')
    expect((await view(token)).state).toBe('cancelled')
    expect((await booking.accept(token)).status).toBe(409)
  })
})
