/** A submission id's shape (docs/decisions/0006), without zod for the browser's draft, which checks a saved one. */
export const SUBMISSION_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/
