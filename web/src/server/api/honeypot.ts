import { HONEYPOT_FIELD } from '../../form-contracts/honeypot.ts'

export type Screened = { bot: true } | { bot: false; body: unknown }

/**
 * A bot fills the hidden field people never see: it gets a normal success and nothing is stored.
 * For people the (empty) field is dropped, so the strict form schemas see only the form's fields.
 */
export function screenHoneypot(body: unknown): Screened {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !Object.hasOwn(body, HONEYPOT_FIELD)) {
    return { bot: false, body }
  }
  const { [HONEYPOT_FIELD]: value, ...fields } = body as Record<string, unknown>
  const filled = typeof value === 'string' ? value.trim() !== '' : value !== null
  return filled ? { bot: true } : { bot: false, body: fields }
}
