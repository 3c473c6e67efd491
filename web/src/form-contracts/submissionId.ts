// Before any schema is created here: the browser's CSP forbids the eval zod would probe for.
import '../lib/zodWithoutEval.ts'
import { z } from 'zod'
import { SUBMISSION_ID_PATTERN } from './submissionIdPattern.ts'

/**
 * The id a browser form gives one submission (a draft, until it is sent), so a retry after a
 * failure the server could not be sure of is recognised and never stored twice (docs/decisions/0006).
 * Optional: a request without one is delivered all the same, just without that protection.
 */
export const submissionIdSchema = z
  .string()
  .regex(SUBMISSION_ID_PATTERN, { error: 'Submission id is not valid' })
  .optional()
