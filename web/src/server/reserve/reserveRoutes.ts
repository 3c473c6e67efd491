import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { fullNameProblem, signedName } from '../../booking/signature.ts'
import { hireItemSchema } from '../../form-contracts/inquirySchema.ts'
import { reserveFormSchema } from '../../form-contracts/reserveSchema.ts'
import { screenHoneypot } from '../api/honeypot.ts'
import { limitBody, parseJsonBody } from '../api/parseJsonBody.ts'
import { rateLimit } from '../limits/rateLimit.ts'
import type { ReserveService } from './reserveService.ts'

/** What the form adds to its fields: ids and quantities, the waiver, the terms seen and its submission id. */
const extrasSchema = z.object({
  items: z.array(hireItemSchema).min(1, { error: 'Your hire list is empty' }).max(200),
  damageWaiver: z.boolean().default(false),
  termsVersion: z.string().max(40).optional(),
  submissionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,80}$/)
    .optional(),
})

const EXTRAS = new Set(Object.keys(extrasSchema.shape))

const refuse = (c: Context, retryAfter: number) =>
  c.json(
    { error: 'rate_limited', message: 'Too many requests. Please wait a few minutes and try again.', retryAfter },
    429,
  )

/**
 * `POST /api/reserve` (decision 0032): the Reserve now form, checked with its contract and the signature
 * rule (400 with field errors), then reserved by the service: `{ url }` of the Checkout Session that holds
 * the deposit, 409 with the rules' words, or 503 with a retry. Limited per address as the quote's payments.
 */
export function createReserveRoutes({
  service,
  clientKey,
  perMinute = 10,
}: {
  service: ReserveService
  clientKey: (c: Context) => string
  perMinute?: number
}) {
  const app = new Hono()
  app.post(
    '/api/reserve',
    limitBody(16 * 1024),
    rateLimit({ limit: perMinute, windowMs: 60_000, clientKey, refuse }),
    async (c) => {
      c.header('Cache-Control', 'no-store')
      const parsed = await parseJsonBody(c)
      if (!parsed.ok) return parsed.response
      const screened = screenHoneypot(parsed.body)
      if (screened.bot)
        return c.json({ error: 'invalid', message: 'Please check the highlighted fields.', fieldErrors: {} }, 400)
      const body = (screened.body && typeof screened.body === 'object' ? screened.body : {}) as Record<string, unknown>
      const form = Object.fromEntries(Object.entries(body).filter(([key]) => !EXTRAS.has(key)))
      const extras = Object.fromEntries(Object.entries(body).filter(([key]) => EXTRAS.has(key)))
      const fields = reserveFormSchema.safeParse(form)
      const more = extrasSchema.safeParse(extras)
      const errors: Record<string, string> = {}
      for (const issue of [...(fields.error?.issues ?? []), ...(more.error?.issues ?? [])]) {
        const key = String(issue.path[0] ?? 'form')
        errors[key] ??= issue.message
      }
      const signature = fullNameProblem(body.fullName)
      if (signature) errors.fullName ??= signature
      if (!fields.success || !more.success || Object.keys(errors).length)
        return c.json({ error: 'invalid', message: 'Please check the highlighted fields.', fieldErrors: errors }, 400)
      const answer = await service.reserve(
        {
          ...fields.data,
          ...more.data,
          message: '',
          postcode: fields.data.postcode ?? '',
          fullName: signedName(fields.data.fullName),
          acceptTerms: true,
        } as never,
        { ip: clientKey(c) || null, userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null },
      )
      return c.json(answer.body, answer.status)
    },
  )
  return app
}
