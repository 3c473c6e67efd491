import { HIRE_FIELDS } from '@amaranth/schemas/airtable'
import type { QuoteLine } from '../../booking/quoteView.ts'
import { toCents } from '../../pricing/money.ts'

/**
 * A hire request as the quote page reads it, whichever store holds it (Airtable with AIRTABLE_TOKEN, the
 * local submission without): the lines and `Total Cost` staff left, the couple's details, `Status` and
 * `Quote Valid Until`. Nothing else of the record leaves the server.
 */
export type QuoteRecord = {
  recordId: string
  status: string | null
  /** First and last name as the couple sent them. */
  name: string
  email: string
  eventDate: string
  venue?: string
  postcode?: string
  items: string
  /** `Total Cost` in cents; null while staff have not priced the request. */
  totalCents: number | null
  /** `Quote Valid Until` (YYYY-MM-DD) when staff or the quote watcher set it. */
  validUntil?: string
  /** `Deposit Paid` in cents when filled: by the site after an online deposit, or by staff for one paid another way. */
  depositPaidCents?: number
  /** The guest plan the inquiry wrote into the Message ("Event plan: 120 guests, 10 per table: …"), in its words. */
  plan?: string
  /** `Change Request` as staff left it (Final numbers: Requested, Approved, Refused). */
  changeRequest?: string
}

export type QuoteRecords = {
  /** The record, or undefined when there is none by that id; throws when the store cannot be read. */
  read(recordId: string, options?: { fresh?: boolean }): Promise<QuoteRecord | undefined>
}

/** A line's amount as the site writes it (`= $1234.50`) or staff type it (`= $1,234.50`). */
const AMOUNT = /=\s*\$\s*([\d,]+(?:\.\d{1,2})?)\s*$/
/** The inquiry's notes carry the postcode as a row of the Message (server/api/hireNotes.ts). */
const POSTCODE = /Venue postcode: (\d{4})\b/
/** …and the guest plan as a row of its own (server/api/planLine.ts). */
const PLAN = /^Event plan: (.+)$/m

/** Each non-empty line of `Items`, with its amount in cents when it has one. */
export function quoteLines(items: string): QuoteLine[] {
  return items
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text) => {
      const amount = AMOUNT.exec(text)
      return amount ? { text, cents: toCents(Number(amount[1]!.replace(/,/g, ''))) } : { text }
    })
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const day = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined

/** A record from its fields as either store holds them. */
export function recordFromFields(
  recordId: string,
  fields: Record<string, unknown>,
  status: string | null,
): QuoteRecord {
  const f = HIRE_FIELDS
  const total = fields[f.total]
  const depositPaid = fields[f.depositPaid]
  const postcode = POSTCODE.exec(text(fields[f.message]))?.[1]
  const venue = text(fields[f.venue])
  const plan = PLAN.exec(text(fields[f.message]))?.[1]?.trim()
  const changeRequest = text(fields[f.changeRequest])
  return {
    recordId,
    status,
    name: [text(fields[f.firstName]), text(fields[f.lastName])].filter(Boolean).join(' '),
    email: text(fields[f.email]),
    eventDate: text(fields[f.eventDate]),
    ...(venue ? { venue } : {}),
    ...(postcode ? { postcode } : {}),
    items: text(fields[f.items]),
    totalCents: typeof total === 'number' && Number.isFinite(total) ? toCents(total) : null,
    ...(day(fields[f.validUntil]) ? { validUntil: day(fields[f.validUntil]) } : {}),
    ...(typeof depositPaid === 'number' && Number.isFinite(depositPaid) && depositPaid > 0
      ? { depositPaidCents: toCents(depositPaid) }
      : {}),
    ...(plan ? { plan } : {}),
    ...(changeRequest ? { changeRequest } : {}),
  }
}
