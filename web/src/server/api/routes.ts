import { hireChargesQuery, productCardsQuery } from '@amaranth/schemas/queries/hire'
import type { SanityClient } from '@sanity/client'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { contactRequestSchema } from '../../form-contracts/contactSchema.ts'
import { equipmentHireRequestSchema, type EquipmentHireRequest } from '../../form-contracts/inquirySchema.ts'
import { DeliveryError, toDeliveryError } from './deliveryError.ts'
import { screenHoneypot } from './honeypot.ts'
import { hireChargesFrom } from '../../pricing/hireCharges.ts'
import {
  contactRecord,
  equipmentHireRecord,
  unpricedHireRecord,
  type CatalogueProduct,
  type CurrentCharges,
} from './inquiryRecord.ts'
import { markOverLimit, type CountsOn } from '../availability/overLimitNote.ts'
import { limitBody, parseJsonBody } from './parseJsonBody.ts'
import { clientAddressKey, type ClientKey } from '../limits/clientKey.ts'
import { rateLimit } from '../limits/rateLimit.ts'
import { TABLES, type RecordFields, type RecordWriter, type SubmissionDetails, type TableName } from './recordWriter.ts'

export type FormApiOptions = {
  writer: RecordWriter
  loadCatalogue: () => Promise<readonly CatalogueProduct[]>
  /** Delivery zones, waiver, deposit and the terms' version, from the CMS; none (items only) when left out. */
  loadCharges?: () => Promise<CurrentCharges>
  /** Submissions per client per form per minute. */
  ratePerMinute?: number
  clientKey?: ClientKey
  log?: (message: string) => void
  /** What is free on a date, to mark the lines over it for staff; absent, nothing is marked. */
  countsOn?: CountsOn
  /** How long an inquiry with items waits for the CMS before its charges count as unread. */
  cmsWaitMs?: number
}

export const catalogueFrom = (sanity: SanityClient) => () => sanity.fetch(productCardsQuery)
export const chargesFrom = (sanity: SanityClient) => async () => hireChargesFrom(await sanity.fetch(hireChargesQuery))

const refuseSubmission = (c: Context, retryAfter: number) =>
  c.json(
    { error: 'rate_limited', message: 'Too many submissions. Please wait a minute and try again.', retryAfter },
    429,
  )

const noCharges = async (): Promise<CurrentCharges> => hireChargesFrom(null)

/** The CMS's answer, or a rejection after `ms`: a silent CMS fails an inquiry's read like a broken one. */
function within<T>(read: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([read, late]).finally(() => clearTimeout(timer))
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

const SAFE_FAILURE = "We couldn't send this just now. Nothing you typed is lost: please try again."

/** First message per field, in the shape the forms map back onto their fields. */
function fieldErrors(error: z.ZodError) {
  const flat = z.flattenError(error)
  const errors: Record<string, string> = {}
  for (const [field, messages] of Object.entries(flat.fieldErrors) as Array<[string, string[] | undefined]>) {
    if (messages?.[0]) errors[field] = messages[0]
  }
  if (flat.formErrors[0]) errors.form = flat.formErrors[0]
  return errors
}

const invalid = (c: Context, errors: Record<string, string>) =>
  c.json({ error: 'invalid', message: 'Please check the highlighted fields.', fieldErrors: errors }, 400)

/** POST /api/equipment-hire-requests and POST /api/contact-messages. */
export function createFormApi({
  writer,
  loadCatalogue,
  loadCharges = noCharges,
  ratePerMinute = 5,
  clientKey = clientAddressKey(false),
  log = console.error,
  countsOn,
  cmsWaitMs = 5_000,
}: FormApiOptions) {
  const app = new Hono()
  // The size check first: a rate-limited answer would otherwise leave a huge body for Node to drain.
  const limits = () =>
    [limitBody(), rateLimit({ limit: ratePerMinute, windowMs: 60_000, clientKey, refuse: refuseSubmission })] as const

  async function deliver(
    c: Context,
    table: TableName,
    fields: RecordFields,
    submissionId?: string,
    details?: SubmissionDetails,
  ) {
    try {
      await writer.create(table, fields, submissionId, details)
      return c.json({ ok: true }, 201)
    } catch (failure) {
      const error = failure instanceof DeliveryError ? failure : toDeliveryError(table, failure)
      log(`[${writer.name}] ${error.message} (${error.kind})`)
      return c.json({ error: 'delivery_failed', message: SAFE_FAILURE }, error.transient ? 503 : 502)
    }
  }

  async function submit<S extends z.ZodType>(c: Context, schema: S, handle: (data: z.output<S>) => Promise<Response>) {
    const parsed = await parseJsonBody(c)
    if (!parsed.ok) return parsed.response
    const screened = screenHoneypot(parsed.body)
    if (screened.bot) return c.json({ ok: true }, 201)
    const result = schema.safeParse(screened.body)
    if (!result.success) return invalid(c, fieldErrors(result.error))
    return handle(result.data)
  }

  app.post('/api/equipment-hire-requests', ...limits(), (c) =>
    submit(c, equipmentHireRequestSchema, async (request) => {
      // Nothing to name or price: an inquiry without items is stored without asking the CMS.
      if (!request.items.length) return pricedHireRequest(c, request, [], null)
      const [catalogue, charges] = await Promise.allSettled([
        within(loadCatalogue(), cmsWaitMs),
        within(loadCharges(), cmsWaitMs),
      ])
      if (catalogue.status === 'rejected') {
        // Nothing can be named or priced, but the visitor is never turned away: staff price it from the ids.
        log(`Failed to read the catalogue for an inquiry (its prices are to be confirmed): ${reason(catalogue.reason)}`)
        return storeHireRequest(c, request, unpricedHireRecord(request))
      }
      if (charges.status === 'fulfilled') return pricedHireRequest(c, request, catalogue.value, charges.value)
      // The items are priced; delivery and the waiver are left for staff to confirm, never refused.
      log(`Failed to read the hire charges for an inquiry (its estimate is to be confirmed): ${reason(charges.reason)}`)
      return pricedHireRequest(c, request, catalogue.value, null)
    }),
  )

  /** Prices the request (charges null: they could not be read) and stores it; an unknown item is refused. */
  function pricedHireRequest(
    c: Context,
    request: EquipmentHireRequest,
    catalogue: readonly CatalogueProduct[],
    charges: CurrentCharges | null,
  ) {
    const record = equipmentHireRecord(request, catalogue, charges)
    if (!record.ok) {
      return invalid(c, { items: `Some items are no longer in our catalogue: ${record.unknownItems.join(', ')}` })
    }
    return storeHireRequest(c, request, record)
  }

  async function storeHireRequest(
    c: Context,
    request: EquipmentHireRequest,
    record: { fields: RecordFields; details: SubmissionDetails },
  ) {
    const marked = await markOverLimit(request, record, countsOn)
    return deliver(c, TABLES.equipmentHireRequests, marked.fields, request.submissionId, marked.details)
  }

  app.post('/api/contact-messages', ...limits(), (c) =>
    submit(c, contactRequestSchema, (message) =>
      deliver(c, TABLES.contactMessages, contactRecord(message), message.submissionId),
    ),
  )

  return app
}
