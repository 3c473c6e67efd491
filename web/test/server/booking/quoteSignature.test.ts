import { describe, expect, it } from 'vitest'
import { acceptances } from '../../../src/server/data/bookings.ts'
import { booking, quoted, startQuoteBooking } from './quoteCouple.ts'

startQuoteBooking()

const fields = async (token: string, fullName: unknown) => {
  const answer = await booking.accept(token, { fullName, agreeTerms: true })
  return { status: answer.status, body: (await answer.json()) as { fields?: Record<string, string> } }
}

describe('the typed signature on accept', () => {
  it('refuses control characters, lone surrogates and bidi controls with 400 and the field message, never a 500', async () => {
    const { token, recordId } = await quoted()
    for (const name of ['Ann\u0000Lee', 'Ann\u0007Lee', 'Ann\uD800Lee', 'Ann \u202ELee', 'Ann\u2067Lee\u2069']) {
      const { status, body } = await fields(token, name)
      expect(status, JSON.stringify(name)).toBe(400)
      expect(body.fields).toEqual({ fullName: 'Full name contains characters that are not allowed' })
    }
    expect(await acceptances(booking.sql, recordId)).toEqual([])
    expect(booking.fake.sessions.size).toBe(0)
  })

  it('refuses a name with no letter (a zero-width space, punctuation) and an empty one', async () => {
    const { token } = await quoted()
    for (const name of ['\u200B', '...', '  ', 42]) {
      const { status, body } = await fields(token, name)
      expect(status, JSON.stringify(name)).toBe(400)
      expect(body.fields).toEqual({ fullName: 'Type your full name to sign.' })
    }
  })

  it('signs with a name in any script, its whitespace made single spaces', async () => {
    const { token, recordId } = await quoted()
    const { status } = await fields(token, '  Nguyễn   Thị Lan  ')
    expect(status).toBe(200)
    expect((await acceptances(booking.sql, recordId)).at(-1)?.fullName).toBe('Nguyễn Thị Lan')
  })
})
