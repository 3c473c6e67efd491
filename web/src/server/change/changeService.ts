import type { ChangeAnswer, ChangeOffer, ChangePreview, ChangeRequestLine } from '../../booking/changeView.ts'
import { invalid, type Answered } from './changeAnswers.ts'
import { changeContext, closedOffer } from './changeContext.ts'
import { offerOf, previewOf } from './changePreview.ts'
import { submitChange, type Evidence, type SubmitDeps } from './changeSubmit.ts'
import { resumePayment } from './resumePayment.ts'

export type ChangeServiceDeps = SubmitDeps

/**
 * Final numbers' server side (decision 0033): the offer of a confirmed booking's lines, the figures of a
 * change, the change sent (`changeSubmit.ts`), and its payment page again.
 */
export function createChangeService(deps: ChangeServiceDeps) {
  return {
    async offer(token: string): Promise<Answered<ChangeOffer>> {
      const ctx = await changeContext(deps, token)
      if ('changes' in ctx && !('view' in ctx)) return { status: 200, body: closedOffer(ctx, ctx.changes) }
      if (!('view' in ctx)) return ctx
      return { status: 200, body: offerOf(ctx) }
    },

    async preview(token: string, lines: ChangeRequestLine[]): Promise<Answered<ChangePreview>> {
      const ctx = await changeContext(deps, token)
      if (!('view' in ctx)) return ctx
      const preview = previewOf(ctx, lines)
      return 'fields' in preview ? invalid(preview) : { status: 200, body: preview }
    },

    submit: (
      token: string,
      change: { lines: ChangeRequestLine[]; fullName: string },
      evidence: Evidence,
    ): Promise<Answered<ChangeAnswer>> => submitChange(deps, token, change, evidence),

    /** The payment page of a change waiting for its difference, again (resumePayment.ts). */
    resume: (token: string): Promise<Answered<ChangeAnswer>> => resumePayment(deps, token),
  }
}

export type ChangeService = ReturnType<typeof createChangeService>
