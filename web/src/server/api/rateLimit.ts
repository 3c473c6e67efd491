/**
 * The per-client limiter lives in server/limits/rateLimit.ts. server/booking/quoteRoutes.ts and
 * server/availability/availabilityRoute.ts still import it from here: this file goes when those two
 * imports name ../limits/rateLimit.ts (issue 53).
 */
export { rateLimit } from '../limits/rateLimit.ts'
