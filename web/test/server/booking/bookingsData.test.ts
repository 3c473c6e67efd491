import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  acceptances,
  createQuote,
  quoteByRecord,
  quoteByToken,
  recordAcceptance,
  setQuoteState,
  standingAcceptance,
} from '../../../src/server/data/bookings.ts'
import {
  expirePayment,
  openPayment,
  paymentBySession,
  payments,
  settlePayment,
} from '../../../src/server/data/bookingPayments.ts'
import { emailsSent, quotesDueForReminder, recordEmail } from '../../../src/server/data/bookingEmails.ts'
import { quoteTokens } from '../../../src/server/data/quoteToken.ts'
import { BACKENDS, DATABASE_START_MS, migrated, type TestDatabase } from '../data/backends.ts'

const SECRET = 'sk_test_bookings'
const evidence = (name: string, at: number) => ({
  recordId: 'recA',
  fullName: name,
  acceptedAt: at,
  ip: '203.0.113.9',
  userAgent: 'test',
  termsVersion: '2026-11-01',
  figures: { totalCents: 100_00 },
})
const session = (sessionId: string, kind: 'deposit' | 'balance', acceptance: number | null = null) => ({
  sessionId,
  recordId: 'recA',
  kind,
  cents: 30_00,
  acceptance,
  createdAt: 1000,
  expiresAt: 5000,
})

describe('quote tokens', () => {
  it('reads what it issued and refuses a changed byte, another key and a wrong shape', () => {
    const tokens = quoteTokens(SECRET)
    const token = tokens.issue('recA', 'a'.repeat(24))
    expect(tokens.read(token)).toEqual({ recordId: 'recA', nonce: 'a'.repeat(24) })
    const [payload, signature] = token.split('.') as [string, string]
    const forged = Buffer.from(`recB.${'a'.repeat(24)}`).toString('base64url')
    expect(tokens.read(`${forged}.${signature}`)).toBeUndefined()
    expect(tokens.read(`${payload}.${signature.slice(0, -2)}AA`)).toBeUndefined()
    expect(quoteTokens('another key').read(token)).toBeUndefined()
    expect(tokens.read(`${token}.x`)).toBeUndefined()
    expect(tokens.read('x'.repeat(500))).toBeUndefined()
    expect(() => tokens.issue('rec A', 'a'.repeat(24))).toThrow()
  })
})

describe.each(BACKENDS)('booking rows on %s', (_name, open) => {
  let db: TestDatabase
  beforeEach(async () => {
    db = await migrated(open)
  }, DATABASE_START_MS)
  afterEach(() => db.close())

  it('makes one quote per record: the same token again, found by it; a tampered token finds nothing', async () => {
    const token = await createQuote(db.sql, { recordId: 'recA', validUntil: '2026-12-10', secret: SECRET, now: 1 })
    expect(await createQuote(db.sql, { recordId: 'recA', validUntil: '2026-12-31', secret: SECRET })).toBe(token)
    expect(await quoteByToken(db.sql, token, SECRET)).toEqual({
      recordId: 'recA',
      nonce: expect.stringMatching(/^[0-9a-f]{24}$/),
      validUntil: '2026-12-10',
      createdAt: 1,
      state: 'open',
    })
    expect(await quoteByToken(db.sql, `${token.slice(0, -1)}x`, SECRET)).toBeUndefined()
    expect(await quoteByToken(db.sql, quoteTokens(SECRET).issue('recA', 'b'.repeat(24)), SECRET)).toBeUndefined()
    expect(await createQuote(db.sql, { recordId: 'recB', validUntil: '2026-12-10', secret: SECRET })).not.toBe(token)
  })

  it('settles a paid deposit once: its acceptance stands, a replay is "already", a second deposit is refunded', async () => {
    await createQuote(db.sql, { recordId: 'recA', validUntil: '2026-12-10', secret: SECRET })
    const first = await recordAcceptance(db.sql, evidence('Ada Lovelace', 10))
    const second = await recordAcceptance(db.sql, evidence('Ada L', 20))
    await openPayment(db.sql, session('cs_1', 'deposit', first))
    await openPayment(db.sql, session('cs_2', 'deposit', second))
    expect(await standingAcceptance(db.sql, 'recA')).toBeUndefined()

    expect(await settlePayment(db.sql, { sessionId: 'cs_1', paymentIntent: 'pi_1', now: 2000 })).toMatchObject({
      status: 'paid',
      payment: { state: 'paid', paymentIntent: 'pi_1', paidAt: 2000 },
    })
    expect(await settlePayment(db.sql, { sessionId: 'cs_1', paymentIntent: 'pi_1', now: 3000 })).toMatchObject({
      status: 'already',
    })
    expect(await settlePayment(db.sql, { sessionId: 'cs_2', paymentIntent: 'pi_2', now: 3000 })).toMatchObject({
      status: 'second-deposit',
      payment: { state: 'refunded' },
    })
    expect(await settlePayment(db.sql, { sessionId: 'cs_none', paymentIntent: null, now: 3000 })).toEqual({
      status: 'unknown',
    })
    expect((await standingAcceptance(db.sql, 'recA'))?.fullName).toBe('Ada Lovelace')
    expect((await acceptances(db.sql, 'recA')).map((a) => a.stands)).toEqual([true, false])
    expect((await payments(db.sql, 'recA', 'paid')).map((p) => p.sessionId)).toEqual(['cs_1'])
  })

  it('never stores two paid deposits, even when both settle at once', async () => {
    await createQuote(db.sql, { recordId: 'recA', validUntil: '2026-12-10', secret: SECRET })
    await openPayment(db.sql, session('cs_1', 'deposit'))
    await openPayment(db.sql, session('cs_2', 'deposit'))
    const results = await Promise.all(
      ['cs_1', 'cs_2'].map((sessionId) => settlePayment(db.sql, { sessionId, paymentIntent: null, now: 1 })),
    )
    expect(results.map((r) => r.status).sort()).toEqual(['paid', 'second-deposit'])
  })

  it('expires an open session only, and pays a balance beside a deposit', async () => {
    await createQuote(db.sql, { recordId: 'recA', validUntil: '2026-12-10', secret: SECRET })
    await openPayment(db.sql, session('cs_1', 'deposit'))
    await openPayment(db.sql, session('cs_b', 'balance'))
    expect(await expirePayment(db.sql, 'cs_1')).toBe(true)
    expect(await expirePayment(db.sql, 'cs_1')).toBe(false)
    expect((await settlePayment(db.sql, { sessionId: 'cs_b', paymentIntent: 'pi', now: 1 })).status).toBe('paid')
    expect(await expirePayment(db.sql, 'cs_b')).toBe(false)
    expect((await paymentBySession(db.sql, 'cs_1'))?.state).toBe('expired')
  })

  it('records each email kind once, and lists confirmed quotes for reminders with what they had', async () => {
    await createQuote(db.sql, { recordId: 'recA', validUntil: '2026-12-10', secret: SECRET })
    await createQuote(db.sql, { recordId: 'recB', validUntil: '2026-12-10', secret: SECRET })
    expect(await recordEmail(db.sql, { recordId: 'recA', kind: 'quote', now: 1 })).toBe(true)
    expect(await recordEmail(db.sql, { recordId: 'recA', kind: 'quote', now: 2 })).toBe(false)
    expect(await recordEmail(db.sql, { recordId: 'recA', kind: 'reminder-before', now: 3 })).toBe(true)
    expect(await emailsSent(db.sql, 'recA')).toEqual(['quote', 'reminder-before'])
    expect(await setQuoteState(db.sql, 'recA', 'confirmed')).toBe(true)
    expect(await setQuoteState(db.sql, 'recA', 'confirmed')).toBe(false)
    expect(await quotesDueForReminder(db.sql)).toEqual([
      expect.objectContaining({ recordId: 'recA', sent: ['quote', 'reminder-before'] }),
    ])
    expect((await quoteByRecord(db.sql, 'recB'))?.state).toBe('open')
  })
})
