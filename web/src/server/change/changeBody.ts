import type { ChangeRequestLine } from '../../booking/changeView.ts'
import { fullNameProblem, signedName } from '../../booking/signature.ts'

/** The most lines one change may name, and the most pieces of one line (the hire list's own bound). */
export const CHANGE_LINES_MAX = 200
export const CHANGE_QUANTITY_MAX = 999

/** A catalogue id or a variant's key: letters, digits, dots, dashes and underscores. */
const ID = /^[A-Za-z0-9._-]{1,120}$/

export type ChangeFieldErrors = { fields: Record<string, string> }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/**
 * `{ lines: [{ productId, variantKey?, quantity }] }` read strictly: 400's field errors (`lines`,
 * `lines.{n}.productId`, `lines.{n}.variantKey`, `lines.{n}.quantity`) for anything else. Ids are checked
 * against the catalogue by the service; a quantity is a whole number from 0 (the line removed) to 999.
 */
export function readChangeLines(body: unknown): { lines: ChangeRequestLine[] } | ChangeFieldErrors {
  const fields: Record<string, string> = {}
  const raw = isRecord(body) ? body.lines : undefined
  if (!Array.isArray(raw)) return { fields: { lines: 'Send the lines to change as a list.' } }
  if (raw.length > CHANGE_LINES_MAX) return { fields: { lines: `A change names at most ${CHANGE_LINES_MAX} lines.` } }
  const lines: ChangeRequestLine[] = []
  const seen = new Set<string>()
  raw.forEach((line: unknown, n) => {
    if (!isRecord(line)) {
      fields[`lines.${n}`] = 'A line is a product and a quantity.'
      return
    }
    const { productId, variantKey, quantity } = line
    const extra = Object.keys(line).filter((key) => !['productId', 'variantKey', 'quantity'].includes(key))
    if (extra.length)
      fields[`lines.${n}`] = `A line has no ${extra.join(', ')}: names and prices come from our catalogue.`
    if (typeof productId !== 'string' || !ID.test(productId))
      fields[`lines.${n}.productId`] = 'Choose a product from the hire range.'
    if (variantKey !== undefined && (typeof variantKey !== 'string' || !ID.test(variantKey)))
      fields[`lines.${n}.variantKey`] = 'Choose a size or finish from the hire range.'
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0 || quantity > CHANGE_QUANTITY_MAX)
      fields[`lines.${n}.quantity`] = `Quantity must be a whole number from 0 to ${CHANGE_QUANTITY_MAX}.`
    const key = `${String(productId)}:${String(variantKey ?? '')}`
    if (seen.has(key)) fields[`lines.${n}`] ??= 'This product is named twice: send it once with its quantity.'
    seen.add(key)
    if (Object.keys(fields).some((field) => field.startsWith(`lines.${n}`))) return
    lines.push({
      productId: productId as string,
      ...(variantKey !== undefined ? { variantKey: variantKey as string } : {}),
      quantity: quantity as number,
    })
  })
  return Object.keys(fields).length ? { fields } : { lines }
}

/** A change sent: the lines, and the signature as the first acceptance had it (booking/signature.ts). */
export function readChangeSubmit(body: unknown): { lines: ChangeRequestLine[]; fullName: string } | ChangeFieldErrors {
  const read = readChangeLines(body)
  const input = isRecord(body) ? body : {}
  const fields: Record<string, string> = 'fields' in read ? { ...read.fields } : {}
  const problem = fullNameProblem(input.fullName)
  if (problem) fields.fullName = problem
  if (input.agreeTerms !== true) fields.agreeTerms = 'Agree to the hire terms to send your change.'
  if (Object.keys(fields).length || 'fields' in read) return { fields }
  return { lines: read.lines, fullName: signedName(input.fullName as string) }
}
