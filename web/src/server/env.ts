import { z } from 'zod'

/**
 * The server's environment, validated at start-up so a misconfiguration fails loudly with
 * the variable's name instead of surfacing later as a broken page.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4173),
  HOST: z.string().default('0.0.0.0'),
  VITE_SANITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  VITE_SANITY_DATASET: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .default('production'),
  AIRTABLE_TOKEN: z.string().optional(),
  AIRTABLE_BASE_ID: z.string().optional(),
  AIRTABLE_ENDPOINT_URL: z.url().optional(),
  INQUIRY_DB: z.string().optional(),
  /** Form submissions allowed per client, per form, per minute. */
  INQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Behind a reverse proxy: take the client's address from the X-Forwarded-For entry it adds. */
  TRUST_PROXY: z.stringbool().default(false),
})

export type ServerEnv = z.infer<typeof EnvSchema>

export function readServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
    throw new Error(`Invalid environment:\n${problems}`)
  }
  return parsed.data
}
