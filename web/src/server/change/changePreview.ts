import { stockKey } from '../../availability/stock.ts'
import { bookingWaiverPercent, changeFigures, type BookedLine } from '../../booking/changeFigures.ts'
import { lineAllowance } from '../../booking/changePolicy.ts'
import type { ChangeOffer, ChangePreview, ChangeRequestLine } from '../../booking/changeView.ts'
import { priceList } from '../../pricing/priceList.ts'
import { quoteLines } from '../booking/quoteRecord.ts'
import type { ChangeFieldErrors } from './changeBody.ts'
import { planOf, type ChangeContext } from './changeContext.ts'
import { shortOf } from './changeStock.ts'

/**
 * `GET /api/quote/{token}/change`'s open answer: the booking's lines as booked with what is free on the date
 * besides its own hold and what the policy allows today; the lines left as they are named in `keptLines`.
 */
export function offerOf(ctx: ChangeContext): ChangeOffer {
  const allowance = lineAllowance(ctx.policy, ctx.record.eventDate, ctx.today)
  const plan = planOf(ctx.record.plan)
  return {
    open: true,
    eventDate: ctx.record.eventDate,
    lines: ctx.booked.lines.map(({ key, productId, variantKey, name, bookedQuantity, unitCents }) => ({
      key,
      productId,
      ...(variantKey ? { variantKey } : {}),
      name,
      bookedQuantity,
      unitCents,
      free: ctx.free.get(key)?.free ?? null,
      allowance,
    })),
    ...(plan ? { plan } : {}),
    termsVersion: ctx.view.termsVersion,
    ...(ctx.booked.kept.length ? { keptLines: ctx.booked.kept } : {}),
  }
}

/**
 * A product the couple adds, priced at the catalogue's price (pricing/priceList.ts) and named as the
 * booking's Items name it; a field error when the catalogue has no such product or variant, or the
 * product comes in sizes and none is named.
 */
function addedLine(ctx: ChangeContext, line: ChangeRequestLine, n: number): BookedLine | Record<string, string> {
  const [priced] = priceList([line], ctx.catalogue).lines
  const stocked = ctx.base.products.find((product) => product.id === line.productId)
  if (!priced || !stocked) return { [`lines.${n}.productId`]: 'This is not in our hire range.' }
  if (stocked.variants.length && !priced.variant)
    return { [`lines.${n}.variantKey`]: `Choose a size or finish of ${priced.product.name}.` }
  return {
    key: stockKey(line.productId, priced.variant?._key),
    name: priced.variant ? `${priced.product.name} (${priced.variant.label})` : priced.product.name,
    bookedQuantity: 0,
    unitCents: priced.unitCents,
  }
}

/**
 * The old and new figures of the lines asked for (booking/changeFigures.ts), with the lines short on the
 * date named. Every figure is the server's: the request names ids and quantities only.
 */
export function previewOf(
  ctx: ChangeContext,
  request: readonly ChangeRequestLine[],
): ChangePreview | ChangeFieldErrors {
  const lines: BookedLine[] = ctx.booked.lines.map(({ key, name, bookedQuantity, unitCents }) => ({
    key,
    name,
    bookedQuantity,
    unitCents,
  }))
  const known = new Set(lines.map((line) => line.key))
  const fields: Record<string, string> = {}
  const requested = request.flatMap((line, n) => {
    let key = stockKey(line.productId, line.variantKey)
    if (!known.has(key)) {
      const added = addedLine(ctx, line, n)
      if (!('key' in added)) {
        Object.assign(fields, added)
        return []
      }
      key = added.key as string
      if (!known.has(key)) lines.push(added as BookedLine)
      known.add(key)
    }
    return [{ key, quantity: line.quantity }]
  })
  if (Object.keys(fields).length) return { fields }
  const { money, record } = ctx
  const figures = changeFigures({
    lines,
    requested,
    policy: ctx.policy,
    eventDate: record.eventDate,
    today: ctx.today,
    beforeCents: record.totalCents,
    paidCents: money.deposit + money.balance,
    pricing: {
      postcode: ctx.view.postcode,
      waiverPercent: bookingWaiverPercent(quoteLines(record.items)),
      charges: ctx.charges,
    },
  })
  return { ...figures, short: shortOf(figures, ctx.free, record.eventDate) }
}
