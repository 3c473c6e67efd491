import type Stripe from 'stripe'
import { formatEventDay } from '../../availability/calendarDay.ts'
import { MINIMUM_CHARGE_CENTS } from '../../booking/amounts.ts'
import type { ChangeAnswer, ChangePreview, ChangeRefusal, ChangeRequestLine } from '../../booking/changeView.ts'
import {
  changeById,
  lockBooking,
  moveChange,
  openChange,
  setChangeSession,
  setRequestSubmission,
  storeChange,
  ChangeOpen,
  type ChangeRow,
  type ChangeState,
} from '../data/bookingChanges.ts'
import { standingAcceptance } from '../data/bookings.ts'
import { quoteTokens } from '../data/quoteToken.ts'
import type { Sql } from '../data/sql.ts'
import type { BookingSettings } from '../booking/bookingSettings.ts'
import { BOOKING_TARGETS } from '../booking/bookingTables.ts'
import { errorText, openCheckoutSession } from '../booking/checkoutSession.ts'
import type { AcceptedFigures } from '../booking/quoteViewOf.ts'
import { applyChange, type Applied } from './applyChange.ts'
import { itemsAfter } from './bookedLines.ts'
import { CHANGE_BUSY, changeContext, type ChangeContext, type ChangeContextDeps, type Closed } from './changeContext.ts'
import type { ChangeFacts } from './changeFacts.ts'
import { sameLines } from '../../availability/holds.ts'
import { previewOf } from './changePreview.ts'
import { queueChange, type ChangeRowDeps } from './changeRows.ts'
import { CHANGE_TARGETS } from './changeTables.ts'
import { invalid, type Answered } from './changeAnswers.ts'

export type SubmitDeps = ChangeContextDeps &
  ChangeRowDeps & {
    kick: () => unknown
    settings: () => Promise<BookingSettings>
    stripe: Stripe
  }

export type Evidence = { ip: string | null; userAgent: string | null }

const refusal = (error: ChangeRefusal['error'], message: string, lines: string[] = []): Closed => ({
  status: 409,
  body: { error, message, lines },
})

/** The booking changed between the figures and the lock (another tab or instance sent a change first). */
const MOVED = refusal(
  'change-open',
  'Your booking changed a moment ago (another change was sent): read it again, then send yours.',
)

/** Under the booking's row lock: no change open, and the booking still as the change was priced from. */
async function stillAsPriced(tx: Sql, recordId: string, before: ChangeFacts['before']): Promise<Closed | undefined> {
  await lockBooking(tx, recordId)
  if (await openChange(tx, recordId))
    return refusal('change-open', 'A change is already waiting: you can change your booking again once it is settled.')
  const accepted = await standingAcceptance<AcceptedFigures>(tx, recordId)
  const items = accepted?.figures.request?.items ?? accepted?.figures.lines.map((line) => line.text).join('\n') ?? ''
  return accepted?.figures.totalCents === before.totalCents && sameLines(items, before.items) ? undefined : MOVED
}

/**
 * How the new total settles (decision 0033): while a balance is still to pay it only moves the balance;
 * once paid, a higher total applied at once is charged through Checkout; whatever was paid beyond the new
 * total is refunded; a difference under Stripe's minimum is settled with staff.
 */
export function settlesOf(
  ctx: Pick<ChangeContext, 'money'>,
  preview: Pick<ChangePreview, 'afterCents' | 'applies'>,
): Pick<ChangeFacts, 'settles' | 'differenceCents'> {
  const paid = ctx.money.deposit + ctx.money.balance
  const after = preview.afterCents
  if (after < paid) {
    const differenceCents = paid - after
    return { settles: differenceCents < MINIMUM_CHARGE_CENTS ? 'staff' : 'refund', differenceCents }
  }
  const balancePaid = ctx.money.left === 0
  if (after === paid || !balancePaid || preview.applies !== 'at-once') return { settles: 'balance', differenceCents: 0 }
  const differenceCents = after - paid
  return { settles: differenceCents < MINIMUM_CHARGE_CENTS ? 'staff' : 'pay', differenceCents }
}

function factsOf(ctx: ChangeContext, preview: ChangePreview): ChangeFacts {
  const moved = preview.lines.reduce((sum, line) => sum + (line.to - line.from) * line.unitCents, 0)
  const waiverDelta = preview.afterCents - preview.feesKeptCents - preview.beforeCents - moved
  return {
    name: ctx.record.name,
    email: ctx.record.email,
    eventDate: ctx.record.eventDate,
    before: { items: ctx.record.items, totalCents: ctx.record.totalCents },
    after: { items: itemsAfter(ctx.record.items, ctx.index, preview, waiverDelta), totalCents: preview.afterCents },
    preview,
    ...settlesOf(ctx, preview),
  }
}

class NotApplied extends Error {
  readonly result: Exclude<Applied, { applied: true }>
  constructor(result: Exclude<Applied, { applied: true }>) {
    super('not applied')
    this.result = result
  }
}

class Refused extends Error {
  readonly answer: Closed
  constructor(answer: Closed) {
    super(answer.body.message)
    this.answer = answer
  }
}

/**
 * `POST /api/quote/{token}/change`: everything recomputed from the stored booking; refused with the lines
 * named, or stored with its evidence and then applied at once, sent to staff, or sent to Checkout for the
 * difference. Two sends at once take turns under the booking's row lock: the second finds the first.
 */
export async function submitChange(
  deps: SubmitDeps,
  token: string,
  { lines, fullName }: { lines: ChangeRequestLine[]; fullName: string },
  evidence: Evidence,
): Promise<Answered<ChangeAnswer>> {
  const ctx = await changeContext(deps, token, { fresh: true })
  if (!('view' in ctx)) return ctx
  const preview = previewOf(ctx, lines)
  if ('fields' in preview) return invalid(preview)
  if (!preview.lines.length) return invalid({ fields: { lines: 'Change at least one quantity.' } })
  if (preview.refused.length)
    return refusal('refused', 'Our hire terms do not allow some of this change online.', preview.refused)
  if (preview.short.length)
    return refusal(
      'unavailable',
      `Some of your change is not free on ${formatEventDay(ctx.record.eventDate)}: nothing has changed.`,
      preview.short,
    )
  let settings: BookingSettings
  try {
    settings = await deps.settings()
  } catch (error) {
    deps.log(`[change] the hire terms are unreadable: ${errorText(error)}`)
    return CHANGE_BUSY
  }
  const facts = factsOf(ctx, preview)
  const now = deps.now()
  const { recordId, nonce } = ctx.quote
  const link = `${deps.site}/quote/${quoteTokens(deps.secret).issue(recordId, nonce)}`
  const sent = (state: ChangeState) => ({
    recordId,
    state,
    fullName,
    requestedAt: now,
    ip: evidence.ip,
    userAgent: evidence.userAgent,
    termsVersion: ctx.view.termsVersion,
    figures: facts,
  })
  const money = { paidCents: ctx.money.deposit + ctx.money.balance, leftCents: ctx.money.left }
  const state: ChangeState =
    preview.applies === 'with-staff' ? 'with-staff' : facts.settles === 'pay' ? 'paying' : 'applied'
  await deps.store.prepare([...Object.values(CHANGE_TARGETS), BOOKING_TARGETS.refund])
  let row: ChangeRow<ChangeFacts>
  try {
    row = await deps.sql.transaction(async (tx) => {
      const moved = await stillAsPriced(tx, recordId, facts.before)
      if (moved) throw new Refused(moved)
      const stored = (await changeById<ChangeFacts>(tx, await storeChange(tx, sent(state))))!
      if (state === 'with-staff') {
        const submission = await queueChange(deps, tx, stored, { kind: 'requested', ...money }, { nonce, now })
        await setRequestSubmission(tx, stored.id, submission)
      }
      if (state !== 'applied') return stored
      const applied = await applyChange(tx, deps, stored, { base: ctx.base, settings, link, now })
      if (!applied.applied) throw new NotApplied(applied)
      await queueChange(
        deps,
        tx,
        stored,
        {
          kind: 'applied',
          paidCents: applied.figures.deposit + applied.figures.balance,
          leftCents: applied.figures.left,
          refundCents: applied.refundCents,
        },
        { nonce, now },
      )
      return stored
    })
  } catch (error) {
    if (error instanceof Refused) return error.answer
    if (error instanceof ChangeOpen) return MOVED
    if (error instanceof NotApplied)
      return error.result.why === 'stock'
        ? refusal(
            'unavailable',
            `Some of your change is not free on ${formatEventDay(ctx.record.eventDate)}: nothing has changed.`,
            error.result.short,
          )
        : MOVED
    throw error
  }
  if (state !== 'paying') {
    void deps.kick()
    return { status: 200, body: { outcome: state === 'applied' ? 'applied' : 'requested' } }
  }
  return payDifference(deps, ctx, row, link)
}

/**
 * The difference of a higher total after the balance was paid: a Checkout Session for it, the change
 * `paying` until that session is settled (changePayment.ts). A page that cannot be opened drops the change.
 */
async function payDifference(
  deps: SubmitDeps,
  ctx: ChangeContext,
  row: ChangeRow<ChangeFacts>,
  link: string,
): Promise<Answered<ChangeAnswer>> {
  try {
    const { url, sessionId } = await openCheckoutSession(
      deps.stripe,
      deps.sql,
      {
        recordId: row.recordId,
        kind: 'balance',
        change: row.id,
        cents: row.figures.differenceCents,
        email: ctx.record.email,
        description: `Change to your equipment hire, ${formatEventDay(ctx.record.eventDate)}`,
        acceptance: null,
        validUntil: ctx.record.eventDate,
        successUrl: `${link}?paid=change&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: link,
        site: deps.site,
      },
      { now: deps.now(), log: deps.log },
    )
    await setChangeSession(deps.sql, row.id, sessionId)
    return { status: 200, body: { outcome: 'pay', url } }
  } catch (error) {
    deps.log(`[change] the payment page of change ${row.id} (${row.recordId}) failed: ${errorText(error)}`)
    await moveChange(deps.sql, row.id, 'paying', 'dropped', { now: deps.now(), reason: 'payment page not opened' })
    return {
      status: 503,
      body: {
        error: 'unavailable',
        message: 'The payment page could not be opened: nothing has changed. Please try again shortly.',
        retryAfter: 60,
      },
    }
  }
}
