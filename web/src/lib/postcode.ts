import { isAllocatedPostcode, POSTCODE_SHAPE } from '@amaranth/schemas/rules/postcodes'

/**
 * What is wrong with a venue postcode as typed, in the words the hire list and the inquiry form both
 * show (the server's check says the same); null when it is fine or left empty.
 */
export function postcodeProblem(value: string | undefined): string | null {
  const text = value?.trim() ?? ''
  if (!text) return null
  if (!POSTCODE_SHAPE.test(text)) return 'Please enter a 4-digit Australian postcode'
  if (!isAllocatedPostcode(Number(text))) return "We don't recognise that postcode. Please check it"
  return null
}
