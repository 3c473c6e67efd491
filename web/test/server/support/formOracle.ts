import { expect } from 'vitest'
import type { CatalogueProduct } from '../../../src/server/api/inquiryRecord.ts'
import type { RecordFields } from '../../../src/server/api/recordWriter.ts'

/**
 * The field rules and records of docs/product/inquiries.md (#validation, #airtable) restated without
 * the zod schemas under test, so the fuzz tests decide on their own whether a JSON payload must be
 * accepted and exactly what must be stored.
 * A verdict is the record to store, or the fields that must carry an error ('form' for the payload's shape).
 */
export type Verdict = { ok: true; fields: RecordFields; submissionId?: string } | { ok: false; errors: string[] }

type Rules = { min?: number; max: number; multiline?: boolean }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const isSurrogate = (unit: number, first: number) => unit >= first && unit <= first + 0x3ff

/** No C0 or C1 control character (multi-line text keeps tab, LF and CR) and no unpaired surrogate. */
function isPlainText(text: string, multiline = false) {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i)
    const control = unit < 0x20 || (unit >= 0x7f && unit <= 0x9f)
    if (control && !(multiline && [0x09, 0x0a, 0x0d].includes(unit))) return false
    if (isSurrogate(unit, 0xdc00)) return false
    if (isSurrogate(unit, 0xd800) && !isSurrogate(text.charCodeAt(++i), 0xdc00)) return false
  }
  return true
}

/** The trimmed text, or undefined when the rules refuse the value. */
function text(value: unknown, { min = 1, max, multiline }: Rules): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  const fits = trimmed.length >= min && trimmed.length <= max && isPlainText(trimmed, multiline)
  return fits ? trimmed : undefined
}

const email = (value: unknown) => {
  const address = text(value, { max: 254 })
  return address !== undefined && EMAIL.test(address) ? address : undefined
}

function phone(value: unknown) {
  if (value === undefined) return ''
  const number = typeof value === 'string' ? value.trim() : undefined
  if (number === '') return ''
  const digits = number?.replace(/\s/g, '')
  return number && isPlainText(number) && /^(\+61|0)[2-9][0-9]{8}$/.test(digits ?? '') ? number : undefined
}

function calendarDate(value: unknown) {
  const date = text(value, { max: Infinity })
  const [, y, m, d] = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(date ?? '') ?? []
  if (!y || !m || !d) return undefined
  const [year, month, day] = [Number(y), Number(m), Number(d)]
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  return days && day >= 1 && day <= days ? date : undefined
}

/** Optional: the browser forms' id for one submission, so a retry is not stored twice. */
const submissionId = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' && /^[\w-]{16,64}$/.test(value) ? value : undefined

/** Optional venue postcode: four digits in a block Australia Post allocates (0200-0299, 0800-9999). */
function postcode(value: unknown) {
  if (value === undefined) return ''
  const code = typeof value === 'string' ? value.trim() : undefined
  if (code === '') return ''
  if (code === undefined || !/^[0-9]{4}$/.test(code)) return undefined
  const n = Number(code)
  return (n >= 200 && n <= 299) || n >= 800 ? code : undefined
}

/** Checkboxes and choices the request carries as JSON values, not text. */
const mustBeTrue = (value: unknown) => (value === true ? 'true' : undefined)
const optionalBoolean = (value: unknown) =>
  value === undefined || typeof value === 'boolean' ? String(value ?? false) : undefined
const optionalIsoDate = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value) ? value : undefined

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

type Check = (value: unknown) => string | undefined
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Each field's checked value, or the names of the fields (and 'form') that fail. */
function checkFields(body: unknown, checks: Record<string, Check>, extra: readonly string[] = []) {
  if (!isObject(body)) return { errors: ['form'], values: {} }
  const errors = Object.keys(body).some((key) => !Object.hasOwn(checks, key) && !extra.includes(key)) ? ['form'] : []
  const values: Record<string, string> = {}
  for (const [name, check] of Object.entries(checks)) {
    const value = check(body[name])
    if (value === undefined) errors.push(name)
    else values[name] = value
  }
  return { errors, values }
}

export function contactVerdict(body: unknown): Verdict {
  const { errors, values: v } = checkFields(body, {
    fullName: (value) => text(value, { min: 2, max: 100 }),
    email,
    phone,
    message: (value) => text(value, { max: 1000, multiline: true }),
    submissionId,
  })
  if (errors.length) return { ok: false, errors }
  return {
    ok: true,
    submissionId: v.submissionId || undefined,
    fields: { 'Full Name': v.fullName!, Email: v.email!, 'Phone Number': v.phone!, Message: v.message! },
  }
}

const id = (value: unknown) => {
  const trimmed = typeof value === 'string' ? value.trim() : ''
  return trimmed.length >= 1 && trimmed.length <= 120 ? trimmed : undefined
}
const isQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 999
const ITEM_KEYS = ['productId', 'variantKey', 'quantity']

type Line = { name: string; cents: number; quantity: number }

/** The hire list's lines; 'unknown' when an id or variant is not in the catalogue, undefined when malformed. */
function hireLines(value: unknown, catalogue: readonly CatalogueProduct[]): Line[] | 'unknown' | undefined {
  if (value === undefined) return []
  if (!Array.isArray(value) || value.length > 200) return undefined
  const lines: Line[] = []
  let unknown = false
  for (const item of value as unknown[]) {
    if (!isObject(item) || Object.keys(item).some((key) => !ITEM_KEYS.includes(key))) return undefined
    const productId = id(item.productId)
    const variantKey = item.variantKey === undefined ? undefined : (id(item.variantKey) ?? null)
    if (productId === undefined || variantKey === null || !isQuantity(item.quantity)) return undefined
    const product = catalogue.find((candidate) => candidate.id === productId)
    const variant = product?.price.variants.find((candidate) => candidate._key === variantKey)
    if (!product || (variantKey !== undefined && !variant)) unknown = true
    else {
      const name = variant ? `${product.name} (${variant.label})` : product.name
      lines.push({ name, cents: Math.round((variant ?? product.price).amount * 100), quantity: item.quantity })
    }
  }
  return unknown ? 'unknown' : lines
}

export function hireVerdict(body: unknown, catalogue: readonly CatalogueProduct[]): Verdict {
  const named = (min: number, max: number) => (value: unknown) => text(value, { min, max })
  const { errors, values: v } = checkFields(
    body,
    {
      firstName: named(2, 50),
      lastName: named(2, 50),
      email,
      phone,
      eventDate: calendarDate,
      venue: named(1, 200),
      postcode,
      message: (value) => text(value, { max: 1000, multiline: true }),
      acceptTerms: mustBeTrue,
      damageWaiver: optionalBoolean,
      termsVersion: optionalIsoDate,
      submissionId,
    },
    ['items'],
  )
  const lines = isObject(body) ? hireLines(body.items, catalogue) : []
  if (lines === undefined) errors.push('items')
  if (errors.length || lines === undefined) return { ok: false, errors }
  if (lines === 'unknown') return { ok: false, errors: ['items'] }
  const cents = lines.map((line) => line.cents * line.quantity)
  return {
    ok: true,
    submissionId: v.submissionId || undefined,
    fields: {
      'First Name': v.firstName!,
      'Last Name': v.lastName!,
      Email: v.email!,
      'Phone Number': v.phone!,
      'Date of event': v.eventDate!,
      'Venue/location': v.venue!,
      // The site's notes for staff follow the visitor's words (their exact text: formApiCharges.test.ts).
      Message: expect.stringMatching(new RegExp(`^${escapeRegExp(v.message!)}\\n\\n— Added by the website —\\n`)),
      Items: lines.map((line, i) => `${line.name} x ${line.quantity} = $${(cents[i]! / 100).toFixed(2)}`).join('\n'),
      'Total Cost': cents.reduce((sum, c) => sum + c, 0) / 100,
    },
  }
}
