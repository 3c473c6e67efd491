import { feeLineNamesQuery, stockQuery } from '@amaranth/schemas/queries/availability'
import type { Context } from 'hono'
import { liveHolds } from '../data/bookingHolds.ts'
import { databaseFromEnv } from '../data/fromEnv.ts'
import { createStatusRows } from '../data/statuses.ts'
import type { ServerEnv } from '../env.ts'
import type { ContentSource } from '../sanityForServer.ts'
import { airtableBookings } from './airtableBookings.ts'
import { createAvailabilityRoute } from './availabilityRoute.ts'
import { createAvailabilityService } from './availabilityService.ts'
import { heldBookings } from './heldBookings.ts'
import { readLocalBookings } from './localBookings.ts'
import type { CountsOn } from './overLimitNote.ts'

/**
 * The availability endpoint over the environment's bookings: Airtable with AIRTABLE_TOKEN, else the
 * statuses in the database (`pnpm inquiries confirm|cancel`). Lines that match no product, and Confirmed
 * requests whose date is not a day, are logged and kept for `pnpm inquiries`.
 */
export function createAvailabilityFromEnv(content: ContentSource, env: ServerEnv, clientKey: (c: Context) => string) {
  const { sql } = databaseFromEnv(env)
  const statuses = createStatusRows(sql)
  const readBookings = env.AIRTABLE_TOKEN
    ? airtableBookings({
        token: env.AIRTABLE_TOKEN,
        baseId: env.AIRTABLE_BASE_ID ?? '',
        endpointUrl: env.AIRTABLE_ENDPOINT_URL,
      })
    : (since: string) => readLocalBookings(statuses, since)
  const service = createAvailabilityService({
    readStock: () => content.sanity.fetch(stockQuery),
    readFeeNames: async () => (await content.sanity.fetch(feeLineNamesQuery)) ?? [],
    readBookings,
    readHeld: async () => heldBookings(await liveHolds(sql, Date.now())),
    maxAgeMs: env.AVAILABILITY_MAX_AGE_MS,
    reportProblems({ unknown, undated }) {
      for (const { ref, line, reason } of unknown)
        console.error(
          `[availability] request ${ref}: "${line}" matches no product (${reason}); it holds nothing until fixed`,
        )
      for (const { ref, eventDate } of undated)
        console.error(
          `[availability] request ${ref}: Date of event "${eventDate}" is not YYYY-MM-DD; it holds nothing until fixed`,
        )
      statuses
        .saveProblems(unknown, undated)
        .catch((error: unknown) =>
          console.error(`[availability] could not keep the problems for staff: ${String(error)}`),
        )
    },
  })
  const route = createAvailabilityRoute({
    answer: service.answer,
    ratePerMinute: env.AVAILABILITY_RATE_LIMIT,
    clientKey,
  })
  const countsOn: CountsOn = async (date) => {
    const answer = await service.answer(date)
    return answer.known ? answer.counts : undefined
  }
  return { route, countsOn, stockBase: service.stockBase }
}
