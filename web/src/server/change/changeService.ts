import type { ChangeOffer, ChangePreview, ChangeRequestLine } from '../../booking/changeView.ts'
import type { Refusal } from '../booking/quoteService.ts'
import type { ChangeFieldErrors } from './changeBody.ts'
import { changeContext, closedOffer, type ChangeContextDeps, type Closed } from './changeContext.ts'
import { offerOf, previewOf } from './changePreview.ts'

/** What a change route answers: its body and status, a 400's field errors, or a refusal. */
export type ChangeAnswer<T> =
  | { status: 200; body: T }
  | { status: 400; body: { error: 'invalid'; message: string } & ChangeFieldErrors }
  | Closed
  | Refusal

export type ChangeServiceDeps = ChangeContextDeps

export const invalid = (errors: ChangeFieldErrors): ChangeAnswer<never> => ({
  status: 400,
  body: { error: 'invalid', message: 'Please check the highlighted lines.', ...errors },
})

/**
 * Final numbers' server side (decision 0033): the offer of a confirmed booking's lines, the figures of a
 * change, and the change sent (`changeSubmit.ts`).
 */
export function createChangeService(deps: ChangeServiceDeps) {
  return {
    async offer(token: string): Promise<ChangeAnswer<ChangeOffer>> {
      const ctx = await changeContext(deps, token)
      if ('changes' in ctx && !('view' in ctx)) return { status: 200, body: closedOffer(ctx, ctx.changes) }
      if (!('view' in ctx)) return ctx
      return { status: 200, body: offerOf(ctx) }
    },

    async preview(token: string, lines: ChangeRequestLine[]): Promise<ChangeAnswer<ChangePreview>> {
      const ctx = await changeContext(deps, token)
      if (!('view' in ctx)) return ctx
      const preview = previewOf(ctx, lines)
      return 'fields' in preview ? invalid(preview) : { status: 200, body: preview }
    },
  }
}

export type ChangeService = ReturnType<typeof createChangeService>
