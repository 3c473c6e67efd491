import fc from 'fast-check'
import { LIMIT_BYTES, type FuzzRequest } from './expectedOutcome.ts'
import { anyCodeUnit, controlChar, MARKUP, wrongType, type Payload } from './fuzzValues.ts'

/**
 * The request mix every form endpoint is fuzzed with: valid payloads, valid payloads with one to three
 * mutations, arbitrary and deeply nested JSON, bytes that are not JSON, wrong media types, oversized
 * bodies and bots. `fields` are the endpoint's field names; `extraMutations` its own (the hire list).
 */
export type RequestMix = { valid: fc.Arbitrary<Payload>; fields: readonly string[]; extraMutations?: Mutation[] }
export type Mutation = fc.Arbitrary<(payload: Payload) => void>

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/vnd.api+json',
]
const WRONG_TYPES = [
  'text/plain',
  'text/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonp',
  'application/json-seq',
  'json',
  '*/*',
]

const asJson = (kind: string) => (body: FuzzRequest['body']) =>
  fc.constantFrom(...JSON_TYPES).map((contentType) => ({ kind, contentType, body }))

/** A mutation that sets one field. */
export const set = (name: string, value: unknown) => (payload: Payload) => {
  payload[name] = value
}

/** `text` inserted into the field's value (or into '' when that is not a string) at `index`, wrapped around. */
const insert = (name: string, index: number, text: string) => (payload: Payload) => {
  const value = typeof payload[name] === 'string' ? payload[name] : ''
  const cut = index % (value.length + 1)
  payload[name] = value.slice(0, cut) + text + value.slice(cut)
}

function fieldMutations(fields: readonly string[]): Mutation[] {
  const field = fc.constantFrom(...fields)
  const size = fc.oneof(fc.integer({ min: 50, max: 2_000 }), fc.integer({ min: 2_000, max: 40_000 }))
  return [
    field.map((name) => (payload: Payload) => {
      delete payload[name]
    }),
    fc.tuple(field, wrongType).map(([name, value]) => set(name, value)),
    // defineProperty, so an extra "__proto__" becomes an own key like the others.
    fc.tuple(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 })).map(([key, value]) => (payload: Payload) => {
      Object.defineProperty(payload, key || 'extra', { value, enumerable: true, configurable: true, writable: true })
    }),
    fc.tuple(field, size).map(([name, length]) => set(name, 'x'.repeat(length))),
    fc.tuple(field, controlChar, fc.nat()).map(([name, char, at]) => insert(name, at, char)),
    fc
      .tuple(field, fc.string({ unit: anyCodeUnit, maxLength: 40 }), fc.nat())
      .map(([name, text, at]) => insert(name, at, text)),
    fc.tuple(field, fc.constantFrom(...MARKUP), fc.nat()).map(([name, markup, at]) => insert(name, at, markup)),
    fc.tuple(field, fc.constantFrom('', ' ', '\t\n', '\u00a0\u2003')).map(([name, blank]) => set(name, blank)),
  ]
}

/** Nesting far deeper than any form, at the top or inside a field (most of it within the size limit). */
const deepNesting = (fields: readonly string[]) =>
  fc
    .tuple(fc.integer({ min: 2, max: 6_000 }), fc.boolean(), fc.option(fc.constantFrom(...fields), { nil: undefined }))
    .map(([depth, arrays, field]) => {
      const deep = arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
      return field ? `{${JSON.stringify(field)}:${deep}}` : deep
    })

/** A valid payload padded to a UTF-8 size around the limit or far above it. */
const oversized = (valid: fc.Arbitrary<Payload>) =>
  fc
    .tuple(
      valid,
      fc.oneof(
        fc.integer({ min: LIMIT_BYTES - 64, max: LIMIT_BYTES + 64 }),
        fc.integer({ min: LIMIT_BYTES, max: 100_000 }),
      ),
      fc.constantFrom('x', 'é', '€', '😀'),
    )
    .map(([payload, target, char]) => {
      const base = new TextEncoder().encode(JSON.stringify({ ...payload, message: '' })).byteLength
      const count = Math.max(0, Math.floor((target - base) / new TextEncoder().encode(char).byteLength))
      return JSON.stringify({ ...payload, message: char.repeat(count) })
    })

export function requestMix({ valid, fields, extraMutations = [] }: RequestMix): fc.Arbitrary<FuzzRequest> {
  const mutations = [...fieldMutations(fields), ...extraMutations]
  const mutated = fc
    .tuple(valid, fc.array(fc.oneof(...mutations), { minLength: 1, maxLength: 3 }), fc.boolean())
    .map(([payload, changes, protoKey]) => {
      const copy = structuredClone(payload)
      for (const change of changes) change(copy)
      // JSON.parse makes "__proto__" an own key, as a script could send it; JSON.stringify of an object cannot.
      const json = JSON.stringify(copy)
      return protoKey && json.startsWith('{"') ? `{"__proto__":{"polluted":true},${json.slice(1)}` : json
    })
  const notJson = fc.oneof(
    fc.string({ unit: anyCodeUnit, maxLength: 120 }),
    valid.chain((payload) =>
      fc.nat().map((cut) => JSON.stringify(payload).slice(0, cut % JSON.stringify(payload).length)),
    ),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => new Uint8Array(bytes)),
    fc.constantFrom('', 'null', 'true', '"text"', '[]', '1e400', '{"fullName":"Ann",}', "{'fullName':'Ann'}"),
  )
  const botFill = fc.oneof(
    fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''),
    fc.integer(),
    fc.boolean(),
    fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
  )
  const bot = fc.tuple(valid, botFill).map(([payload, fax]) => JSON.stringify({ ...payload, fax }))
  const arbitraryJson = fc
    .oneof(fc.jsonValue(), fc.record(Object.fromEntries(fields.map((f) => [f, fc.jsonValue()])), { requiredKeys: [] }))
    .map((value) => JSON.stringify(value))
  const wrongMediaType = fc
    .tuple(valid, fc.constantFrom(...WRONG_TYPES, undefined))
    .map(([payload, contentType]): FuzzRequest => {
      const json = JSON.stringify(payload)
      // Without a Content-Type a string body would be labelled text/plain by fetch: send bytes instead.
      return { kind: 'wrong media type', contentType, body: contentType ? json : new TextEncoder().encode(json) }
    })
  return fc.oneof(
    { weight: 3, arbitrary: valid.map((payload) => JSON.stringify(payload)).chain(asJson('valid')) },
    { weight: 6, arbitrary: mutated.chain(asJson('mutated')) },
    { weight: 2, arbitrary: arbitraryJson.chain(asJson('arbitrary JSON')) },
    { weight: 1, arbitrary: deepNesting(fields).chain(asJson('deep nesting')) },
    { weight: 2, arbitrary: notJson.chain(asJson('not JSON')) },
    { weight: 1, arbitrary: wrongMediaType },
    { weight: 1, arbitrary: oversized(valid).chain(asJson('oversized')) },
    { weight: 1, arbitrary: bot.chain(asJson('bot (honeypot)')) },
  )
}
