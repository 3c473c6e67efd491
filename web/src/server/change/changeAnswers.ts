import type { Refusal } from '../booking/quoteService.ts'
import type { ChangeFieldErrors } from './changeBody.ts'
import type { Closed } from './changeContext.ts'

/** What a change route answers: its body and status, a 400's field errors, or a refusal. */
export type Answered<T> =
  | { status: 200; body: T }
  | { status: 400; body: { error: 'invalid'; message: string } & ChangeFieldErrors }
  | Closed
  | Refusal

export const invalid = (errors: ChangeFieldErrors): Answered<never> => ({
  status: 400,
  body: { error: 'invalid', message: 'Please check the highlighted lines.', ...errors },
})
