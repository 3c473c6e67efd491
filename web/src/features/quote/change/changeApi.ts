import { FAILED, postJson } from '../quoteApi.ts'
import { quoteUrl } from '../quoteQuery.ts'
import type {
  ChangeAnswer,
  ChangeOffer,
  ChangePreview,
  ChangeRefusal,
  ChangeRequest,
  ChangeSubmit,
} from '../../../booking/changeView.ts'

/** Why a preview or a change did not go through: every way it can end, so the form never meets a throw. */
export type ChangeProblem =
  /** 400: a message per field (`fullName`, `agreeTerms`, a line's), shown beside it. */
  | { kind: 'invalid'; fields: Record<string, string> }
  /** 409: lines short on the date or refused by the policy, a change already open, or too late. */
  | { kind: 'refusal'; refusal: ChangeRefusal }
  /** Anything else: the server's words, or that it could not be reached. */
  | { kind: 'failed'; status: number; message: string }

/** How a change sent ends on this page: applied now, or with our team (a payment leaves the page). */
export type ChangeOutcome = Exclude<ChangeAnswer['outcome'], 'pay'>

export type ChangeResult<T> = { ok: true; value: T } | ({ ok: false } & ChangeProblem)

const changeUrl = (token: string) => `${quoteUrl(token)}/change`

const REFUSALS: readonly string[] = [
  'unavailable',
  'refused',
  'change-open',
  'closed',
] satisfies ChangeRefusal['error'][]

const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : []

function fieldsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {}
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

async function post<T>(url: string, body: unknown): Promise<ChangeResult<T>> {
  const sent = await postJson(url, body)
  if (!sent) return { ok: false, kind: 'failed', status: 0, message: FAILED }
  const { status, answer } = sent
  if (status >= 200 && status < 300) return { ok: true, value: answer as T }
  if (status === 400 && answer.fields) return { ok: false, kind: 'invalid', fields: fieldsOf(answer.fields) }
  if (status === 409 && typeof answer.error === 'string' && REFUSALS.includes(answer.error))
    return {
      ok: false,
      kind: 'refusal',
      refusal: {
        error: answer.error as ChangeRefusal['error'],
        message: typeof answer.message === 'string' ? answer.message : '',
        lines: textsOf(answer.lines),
      },
    }
  return { ok: false, kind: 'failed', status, message: typeof answer.message === 'string' ? answer.message : FAILED }
}

/** `GET /api/quote/{token}/change`: the booking's lines and what the policy allows today; throws when it cannot be read. */
export async function fetchChangeOffer(token: string): Promise<ChangeOffer> {
  const response = await fetch(changeUrl(token), {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
    signal: AbortSignal.timeout(15_000),
  })
  if (!response.ok) throw new Error(`change offer ${response.status}`)
  return (await response.json()) as ChangeOffer
}

/** `POST …/change/preview`: the old and new figures, computed by the server; nothing changes. */
export const previewChange = (token: string, request: ChangeRequest) =>
  post<ChangePreview>(`${changeUrl(token)}/preview`, request)

/** `POST …/change`: the change signed; applied, sent to staff, or a Checkout URL for the difference. */
export const submitChange = (token: string, submit: ChangeSubmit) => post<ChangeAnswer>(changeUrl(token), submit)

/** `POST …/change/pay`: the payment page of the change waiting for its difference, again (or why it ended). */
export const resumeChangePayment = (token: string) => post<ChangeAnswer>(`${changeUrl(token)}/pay`, {})
