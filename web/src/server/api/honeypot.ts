import { HONEYPOT_FIELD } from '../../features/forms/schemas/honeypot.ts'

/** True when the hidden field people never see holds anything: a bot, which gets a normal success and nothing is stored. */
export function caughtByHoneypot(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD]
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
}
