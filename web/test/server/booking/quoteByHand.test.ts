import { describe, expect, it } from 'vitest'
import { createStatusRows } from '../../../src/server/data/statuses.ts'
import { booking, quoted, startQuoteBooking, view } from './quoteCouple.ts'

startQuoteBooking()

const setFields = (recordId: string, fields: Record<string, unknown>) =>
  booking.sql.query(`UPDATE submissions SET fields = (fields::jsonb || $2::jsonb)::text WHERE id = $1`, [
    Number(recordId),
    JSON.stringify(fields),
  ])

describe('a booking staff confirmed by hand (no online deposit)', () => {
  it('shows as confirmed with the deposit received, never offers "Accept and pay deposit" or the balance', async () => {
    const { token, recordId } = await quoted()
    await createStatusRows(booking.sql).set(Number(recordId), 'Confirmed')
    expect(await view(token)).toMatchObject({ state: 'confirmed', byHand: true, depositPaidCents: 0, dueCents: 0 })
    const sessions = booking.fake.sessions.size
    expect((await booking.accept(token)).status).toBe(409)
    expect((await booking.balance(token)).status).toBe(409)
    expect(booking.fake.sessions.size).toBe(sessions)
  })

  it('offers the balance once staff filled Deposit Paid, and is paid in full after it', async () => {
    const { token, recordId, email } = await quoted()
    await setFields(recordId, { 'Deposit Paid': 240 })
    await createStatusRows(booking.sql).set(Number(recordId), 'Completed')
    expect(await view(token)).toMatchObject({
      state: 'confirmed',
      byHand: true,
      depositPaidCents: 240_00,
      dueCents: 560_00,
    })
    expect((await booking.accept(token)).status).toBe(409)
    const { url } = (await (await booking.balance(token)).json()) as { url: string }
    const paid = await booking.pay(url, email)
    expect(booking.fake.sessions.get(paid.sessionId)?.amount_total).toBe(560_00)
    await booking.webhook(paid.body)
    expect(await view(token)).toMatchObject({ state: 'paid', balancePaidCents: 560_00, dueCents: 0 })
  })
})
