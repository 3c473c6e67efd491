import type { FormValue } from './formBody.ts'
import { stripeId, StripeInputError, type Session } from './sessions.ts'

/**
 * PaymentIntents as Stripe keeps them for a Checkout Session (https://docs.stripe.com/api/payment_intents/object),
 * for authorise-then-capture: a session created with `payment_intent_data[capture_method]=manual` completes
 * with `payment_status: 'unpaid'` and its intent in `requires_capture`; `POST /v1/payment_intents/{id}/capture`
 * takes the money and `/cancel` lets the hold go, each refused in any other state with Stripe's 400; a hold
 * left uncaptured is cancelled by Stripe 7 days after it was made (`cancellation_reason: 'automatic'`).
 * The fake's clock can be moved on (`POST /__clock/advance?seconds=N`) to see that happen.
 */
export type PaymentIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  amount_capturable: number
  amount_received: number
  capture_method: CaptureMethod
  currency: string
  status: 'requires_capture' | 'succeeded' | 'canceled'
  canceled_at: number | null
  cancellation_reason: string | null
  created: number
  latest_charge: string | null
  metadata: Record<string, string>
  livemode: false
}

type CaptureMethod = 'automatic' | 'automatic_async' | 'manual'

/** How long Stripe keeps an uncaptured card payment before cancelling it. */
export const HOLD_SECONDS = 7 * 24 * 3600

/** Why a merchant may cancel, as the API lists them. */
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned']

/** The statuses Stripe lets a merchant cancel from. */
const CANCELLABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
]

/** What the API answers: the status and body to send. */
export type Answer = { status: number; body: unknown }

const error = (status: number, body: Record<string, unknown>): Answer => ({
  status,
  body: { error: { type: 'invalid_request_error', ...body } },
})

function unexpectedState(intent: PaymentIntent, action: 'captured' | 'canceled', allowed: string[]): Answer {
  const message =
    action === 'captured'
      ? `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: ${allowed.join(', ')}.`
      : `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${allowed.join(', ')}.`
  return error(400, { code: 'payment_intent_unexpected_state', message, payment_intent: intent })
}

/** `payment_intent_data[capture_method]` of a session's parameters, refused as Stripe would when it names no method. */
export function captureMethodOf(params: Record<string, FormValue>): CaptureMethod {
  const data = params.payment_intent_data as Record<string, FormValue> | undefined
  const method = data?.capture_method ?? 'automatic'
  if (method === 'automatic' || method === 'automatic_async' || method === 'manual') return method
  throw new StripeInputError(
    `Invalid payment_intent_data[capture_method]: must be one of automatic, automatic_async, or manual`,
    'payment_intent_data[capture_method]',
  )
}

export function createPaymentIntents(clock: () => number = Date.now) {
  const intents = new Map<string, PaymentIntent>()
  const methods = new Map<string, CaptureMethod>()
  let offsetSeconds = 0
  const now = () => Math.floor(clock() / 1000) + offsetSeconds

  /** The intent as it stands now: a hold past its 7 days is cancelled, as Stripe does on its own. */
  function current(id: string): PaymentIntent | undefined {
    const intent = intents.get(id)
    if (intent?.status === 'requires_capture' && now() >= intent.created + HOLD_SECONDS) {
      const lapsed: PaymentIntent = {
        ...intent,
        status: 'canceled',
        amount_capturable: 0,
        canceled_at: intent.created + HOLD_SECONDS,
        cancellation_reason: 'automatic',
      }
      intents.set(id, lapsed)
      return lapsed
    }
    return intent
  }

  function capture(intent: PaymentIntent, params: Record<string, FormValue>): Answer {
    if (intent.status !== 'requires_capture') return unexpectedState(intent, 'captured', ['requires_capture'])
    const asked = params.amount_to_capture === undefined ? intent.amount_capturable : Number(params.amount_to_capture)
    if (!Number.isInteger(asked) || asked <= 0 || asked > intent.amount_capturable)
      return error(400, {
        code: 'parameter_invalid_integer',
        param: 'amount_to_capture',
        message: `amount_to_capture must be a positive integer no greater than ${intent.amount_capturable}.`,
      })
    const captured: PaymentIntent = { ...intent, status: 'succeeded', amount_capturable: 0, amount_received: asked }
    intents.set(intent.id, captured)
    return { status: 200, body: captured }
  }

  function cancel(intent: PaymentIntent, params: Record<string, FormValue>): Answer {
    if (intent.status !== 'requires_capture') return unexpectedState(intent, 'canceled', CANCELLABLE)
    const reason = params.cancellation_reason
    if (reason !== undefined && !CANCELLATION_REASONS.includes(String(reason)))
      return error(400, {
        param: 'cancellation_reason',
        message: `Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(', ')}`,
      })
    const canceled: PaymentIntent = {
      ...intent,
      status: 'canceled',
      amount_capturable: 0,
      canceled_at: now(),
      cancellation_reason: reason === undefined ? null : String(reason),
    }
    intents.set(intent.id, canceled)
    return { status: 200, body: canceled }
  }

  return {
    /** Remembers how the session's payment is to be captured (from its creation parameters). */
    noteSession(sessionId: string, params: Record<string, FormValue>) {
      methods.set(sessionId, captureMethodOf(params))
    },

    /**
     * The session just paid by the test checkout, with its PaymentIntent made: a manual capture leaves the
     * card authorised (`requires_capture`) and the session `unpaid`; otherwise the payment has succeeded.
     */
    settle(session: Session): Session {
      if (!session.payment_intent) return session
      const method = methods.get(session.id) ?? 'automatic'
      const manual = method === 'manual'
      intents.set(session.payment_intent, {
        id: session.payment_intent,
        object: 'payment_intent',
        amount: session.amount_total,
        amount_capturable: manual ? session.amount_total : 0,
        amount_received: manual ? 0 : session.amount_total,
        capture_method: method,
        currency: session.currency,
        status: manual ? 'requires_capture' : 'succeeded',
        canceled_at: null,
        cancellation_reason: null,
        created: now(),
        latest_charge: stripeId('ch'),
        metadata: session.metadata,
        livemode: false,
      })
      return manual ? { ...session, payment_status: 'unpaid' } : session
    },

    get: current,

    /** `GET /v1/payment_intents/{id}`, `POST …/capture` and `POST …/cancel`; null for any other path. */
    api(method: string, path: string, params: Record<string, FormValue>): Answer | null {
      const match = /^\/v1\/payment_intents\/([\w-]+)(?:\/(capture|cancel))?$/.exec(path)
      if (!match || (method === 'GET') === Boolean(match[2])) return null
      const intent = current(match[1]!)
      if (!intent)
        return error(404, {
          code: 'resource_missing',
          param: 'intent',
          message: `No such payment_intent: '${match[1]}'`,
        })
      if (match[2] === 'capture') return capture(intent, params)
      if (match[2] === 'cancel') return cancel(intent, params)
      return { status: 200, body: intent }
    },

    /** Moves the fake's clock on (a test's way to let a hold's 7 days pass); answers the new time. */
    advance(seconds: number) {
      if (!Number.isFinite(seconds) || seconds < 0) throw new StripeInputError('seconds must be 0 or more.', 'seconds')
      offsetSeconds += Math.floor(seconds)
      return { now: now() }
    },
  }
}

export type PaymentIntents = ReturnType<typeof createPaymentIntents>
