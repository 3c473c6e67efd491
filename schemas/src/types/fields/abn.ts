const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]

/**
 * The ABN's check (https://abr.business.gov.au/Help/AbnFormat): subtract 1 from the first digit, weight
 * the 11 digits, and the sum divides by 89. Spaces are allowed, as ABNs are usually written 51 824 753 556.
 */
export function isValidAbn(value: string): boolean {
  const digits = value.replace(/\s/g, '')
  if (!/^\d{11}$/.test(digits)) return false
  const sum = [...digits].reduce(
    (total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * WEIGHTS[index]!,
    0,
  )
  return sum % 89 === 0
}
