import { describe, expect, it } from 'vitest'
import { contactMessageSchema } from '../../src/form-contracts/contactSchema.ts'
import { messageFor } from './schemaTestHelpers.ts'

const valid = { fullName: 'Olivia Hart', email: 'olivia@example.com', phone: '', message: 'We would love to talk.' }
const message = (field: string, value: unknown) => messageFor(contactMessageSchema, { ...valid, [field]: value }, field)

describe('Contact form schema (docs/product/inquiries.md)', () => {
  it('accepts a complete message', () => {
    expect(contactMessageSchema.parse(valid)).toEqual(valid)
  })

  it.each([
    ['fullName', 'Full Name'],
    ['email', 'Email Address'],
    ['message', 'Message'],
  ])('%s is required: "%s is required"', (field, label) => {
    expect(message(field, '')).toBe(`${label} is required`)
    expect(message(field, '  ')).toBe(`${label} is required`)
  })

  it('Full Name is 2 to 100 characters', () => {
    expect(message('fullName', 'O')).toBe('Full Name must be at least 2 characters')
    expect(message('fullName', 'Ol')).toBeUndefined()
    expect(message('fullName', 'o'.repeat(100))).toBeUndefined()
    expect(message('fullName', 'o'.repeat(101))).toBe('Full Name must be no more than 100 characters')
  })

  it('Email Address must be a valid address', () => {
    expect(message('email', 'olivia at example.com')).toBe('Please enter a valid email address')
    expect(message('email', 'olivia@example')).toBe('Please enter a valid email address')
  })

  it('Phone Number is optional and Australian', () => {
    expect(message('phone', '')).toBeUndefined()
    expect(message('phone', '+61 7 5550 1234')).toBeUndefined()
    expect(message('phone', '12345')).toBe('Please enter a valid Australian phone number')
  })

  it('Message is at most 1000 characters', () => {
    expect(message('message', 'm'.repeat(1000))).toBeUndefined()
    expect(message('message', 'm'.repeat(1001))).toBe('Message must be no more than 1000 characters')
  })
})
