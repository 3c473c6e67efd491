import { describe, expect, it } from 'vitest'
import { equipmentHireRequestSchema, inquiryFormSchema } from '../../src/form-contracts/inquirySchema.ts'
import { LINE_QUANTITY_MAX } from '../../src/planning/lineQuantity.ts'
import { messageFor } from './schemaTestHelpers.ts'

const valid = {
  firstName: 'Olivia',
  lastName: 'Hart',
  email: 'olivia@example.com',
  phone: '',
  eventDate: '2027-03-20',
  venue: 'Spicers Clovelly Estate, Montville',
  acceptTerms: true,
  message: 'Hoping to hire chargers and linen for 80 guests.',
}

const message = (field: string, value: unknown) => messageFor(inquiryFormSchema, { ...valid, [field]: value }, field)

describe('Equipment Hire Inquiry schema (docs/product/inquiries.md)', () => {
  it('accepts a complete inquiry and trims what was typed', () => {
    const parsed = inquiryFormSchema.parse({ ...valid, firstName: '  Olivia ', phone: ' 0412 345 678 ' })
    expect(parsed.firstName).toBe('Olivia')
    expect(parsed.phone).toBe('0412 345 678')
  })

  it.each([
    ['firstName', 'First Name'],
    ['lastName', 'Last Name'],
    ['email', 'Email'],
    ['eventDate', 'Date of Event'],
    ['venue', 'Venue/Location'],
    ['message', 'Message'],
  ])('%s is required: "%s is required", blank or whitespace counting as empty', (field, label) => {
    expect(message(field, '')).toBe(`${label} is required`)
    expect(message(field, '   \n ')).toBe(`${label} is required`)
    expect(message(field, undefined)).toBe(`${label} is required`)
  })

  it.each([
    ['firstName', 'First Name'],
    ['lastName', 'Last Name'],
  ])('%s is 2 to 50 characters', (field, label) => {
    expect(message(field, 'A')).toBe(`${label} must be at least 2 characters`)
    expect(message(field, ' A ')).toBe(`${label} must be at least 2 characters`)
    expect(message(field, 'Al')).toBeUndefined()
    expect(message(field, 'x'.repeat(50))).toBeUndefined()
    expect(message(field, 'x'.repeat(51))).toBe(`${label} must be no more than 50 characters`)
  })

  it('Venue/Location is at most 200 characters and Message at most 1000', () => {
    expect(message('venue', 'v'.repeat(200))).toBeUndefined()
    expect(message('venue', 'v'.repeat(201))).toBe('Venue/Location must be no more than 200 characters')
    expect(message('message', 'm'.repeat(1000))).toBeUndefined()
    expect(message('message', 'm'.repeat(1001))).toBe('Message must be no more than 1000 characters')
  })

  it('Email is shaped name@domain.tld with no spaces', () => {
    for (const bad of [
      'olivia',
      'olivia@',
      'olivia@example',
      '@example.com',
      'oli via@example.com',
      'olivia@exa mple.com',
    ]) {
      expect(message('email', bad)).toBe('Please enter a valid email address')
    }
    expect(message('email', 'olivia.hart+events@example.com.au')).toBeUndefined()
  })

  it('Phone Number is optional; when given it must be Australian', () => {
    expect(message('phone', '')).toBeUndefined()
    expect(inquiryFormSchema.parse({ ...valid, phone: undefined }).phone).toBe('')
    for (const good of [
      '0412345678',
      '0412 345 678',
      '+61412345678',
      '+61 4 1234 5678',
      '07 5550 1234',
      '0299998888',
    ]) {
      expect(message('phone', good)).toBeUndefined()
    }
    for (const bad of [
      '0112345678',
      '041234567',
      '04123456789',
      '61412345678',
      '+6141234567',
      '0412-345-678',
      '+44 20 7946 0958',
      'call me',
    ]) {
      expect(message('phone', bad)).toBe('Please enter a valid Australian phone number')
    }
  })

  it('Date of Event is a real calendar date from the date input', () => {
    expect(message('eventDate', '2027-02-29')).toBe('Date of Event format is invalid')
    expect(message('eventDate', '20/03/2027')).toBe('Date of Event format is invalid')
    expect(message('eventDate', '2028-02-29')).toBeUndefined()
  })

  it('the request adds the hire list as ids, variants and quantities only', () => {
    const item = { productId: 'decor-1', variantKey: 'v60', quantity: 2 }
    expect(equipmentHireRequestSchema.parse({ ...valid, items: [item] }).items).toEqual([item])
    const priced = { ...valid, items: [{ ...item, name: 'Cheap', price: 0.01 }] }
    expect(equipmentHireRequestSchema.safeParse(priced).success).toBe(false)
    expect(equipmentHireRequestSchema.parse(valid).items).toEqual([])
    for (const quantity of [0, -1, 1.5, '2']) {
      expect(
        equipmentHireRequestSchema.safeParse({ ...valid, items: [{ productId: 'decor-1', quantity }] }).success,
      ).toBe(false)
    }
  })

  it("holds a line to what the hire list holds: up to 999, the planner's cap", () => {
    const line = (quantity: number) =>
      equipmentHireRequestSchema.safeParse({ ...valid, items: [{ productId: 'decor-1', quantity }] })
    expect(line(LINE_QUANTITY_MAX).success).toBe(true)
    const over = line(LINE_QUANTITY_MAX + 1)
    expect(over.success).toBe(false)
    expect(over.error?.issues[0]?.message).toBe('A line of the hire list holds at most 999')
  })
})
