import fc from 'fast-check'
import type { CatalogueProduct } from '../../../src/server/api/inquiryRecord.ts'

/** Field values for the fuzz tests: mostly valid ones to mutate, and the hostile pieces they are mutated with. */
export type Payload = Record<string, unknown>

/** Any UTF-16 code unit, lone surrogates included (JSON can carry them escaped). */
export const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code))
export const controlChar = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => String.fromCharCode(code))

export const MARKUP = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE submissions; --",
  '=HYPERLINK("http://spam.example","win")',
  '{{constructor.constructor("return 1")()}}',
  '${process.exit(1)}',
  '\u202eevil\u202c',
  '😀👍🏽👨‍👩‍👧',
  'Zoë Ångström-Łukasz',
  'שלום مرحبا',
  'a\u0301\u0302\u0303',
  '\u200b\ufeff',
]

export const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
)

// Cheap generators (fc.stringMatching and fc.emailAddress cost more than the requests they feed).
const NAMES = ['Olivia', 'Li', "O'Brien", 'Hart-Jones', 'Zoë', 'Nguyễn', 'Ana María', 'Ōtake', 'Jo']
const personName = fc.constantFrom(...NAMES)
const spaced = (text: string) => fc.constantFrom(text, ` ${text} `, `\t${text}\n`)
const email = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...'abcxyz019._%+-'), minLength: 1, maxLength: 20 }),
    fc.constantFrom('example.com', 'mail.com.au', 'x.io'),
  )
  .map(([local, domain]) => `${local}@${domain}`)
const auPhone = fc
  .tuple(fc.constantFrom('0', '+61', '+61 '), fc.integer({ min: 2, max: 9 }), fc.stringMatching(/^\d{4} ?\d{4}$/))
  .map(([prefix, area, rest]) => `${prefix}${area}${rest}`)
const phone = fc.option(fc.oneof(auPhone, fc.constant('')), { nil: undefined })
const message = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
  fc.lorem({ maxCount: 30, mode: 'sentences' }),
)
const eventDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))
/** The browser forms send an id per submission (see submissionId.ts); scripts may not. */
const submissionId = fc.option(fc.stringMatching(/^[\w-]{16,40}$/), { nil: undefined, freq: 2 })
/** The browser always sends the (empty) honeypot; scripts may not. */
const honeypot = fc.option(fc.constant(''), { nil: undefined })

const withoutUndefined = (payload: Payload) =>
  Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined))

export const validContact = fc
  .record({
    fullName: personName.chain(spaced),
    email,
    phone,
    message,
    submissionId,
    fax: honeypot,
  })
  .map(withoutUndefined)

/** A hire list drawn from the catalogue, with a variant where the product has them. */
export function hireList(catalogue: readonly CatalogueProduct[]) {
  const line = fc
    .constantFrom(...catalogue)
    .chain((product) =>
      fc.record({
        productId: fc.constant(product.id),
        variantKey: product.price.variants.length
          ? fc.option(fc.constantFrom(...product.price.variants.map((v) => v._key)), { nil: undefined })
          : fc.constant(undefined),
        quantity: fc.integer({ min: 1, max: 999 }),
      }),
    )
    .map(withoutUndefined)
  return fc.array(line, { maxLength: 6 })
}

export function validHireRequest(catalogue: readonly CatalogueProduct[]) {
  return fc
    .record({
      firstName: personName.chain(spaced),
      lastName: personName,
      email,
      phone,
      eventDate,
      venue: fc.lorem({ maxCount: 6 }),
      postcode: fc.option(fc.constantFrom('4000', '6000', ' 4560 ', '2000', '0800', ''), { nil: undefined }),
      message,
      acceptTerms: fc.constant(true),
      damageWaiver: fc.option(fc.boolean(), { nil: undefined }),
      items: fc.option(hireList(catalogue), { nil: undefined }),
      submissionId,
      fax: honeypot,
    })
    .map(withoutUndefined)
}
