import { existsSync } from 'node:fs'
import { z } from 'zod'
import { assertNoBrowserExposedSecrets } from './security/browserExposedSecrets.ts'

/**
 * The server's environment, validated at start-up so a misconfiguration fails loudly with
 * the variable's name instead of surfacing later as a broken page.
 */
/** A secret that may be unset; an empty value counts as unset. */
const optionalSecret = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)

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
  /** How long a visitor waits for a submission to be stored; below the browser form's own 30 s limit. */
  AIRTABLE_DEADLINE_MS: z.coerce.number().int().min(500).max(25_000).default(15_000),
  /** Any PostgreSQL 14+ for all server state (server/data); without it, an embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /** The embedded PGlite's folder; default web/.data/pglite (data/fromEnv.ts). */
  DATA_DIR: z.string().optional(),
  /** The SQLite file of earlier versions, imported once on first start (server/data). Default web/.data/inquiries.db. */
  INQUIRY_DB: z.string().optional(),
  /** The business inbox the notification of each inquiry goes to. */
  INQUIRY_NOTIFY_TO: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The outbox's first retry comes within this (half to all of it); later ones double. */
  INQUIRY_RETRY_BASE_MS: z.coerce.number().int().min(10).max(30_000).default(20_000),
  /** The longest gap between two tries of one delivery. */
  INQUIRY_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(30 * 60_000)
    .default(30 * 60_000),
  /** SMTP server for the emails, e.g. smtps://user:password@smtp.example.com:465; without it emails wait in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'an smtp:// or smtps:// address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The emails' From, e.g. "Amaranth Events <hello@amaranthevents.com.au>". */
  MAIL_FROM: z
    .string()
    .min(3)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Form submissions allowed per client, per form, per minute. */
  INQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** How old the bookings behind an availability answer may be: a confirmation in Airtable shows within this. */
  AVAILABILITY_MAX_AGE_MS: z.coerce.number().int().min(100).max(60_000).default(30_000),
  /** How often the quote watcher reads Airtable's Quoted records: a link is in the record within about this. */
  QUOTE_POLL_MS: z.coerce.number().int().min(100).max(30_000).default(20_000),
  /** Availability checks allowed per client per minute (GET /api/availability). */
  AVAILABILITY_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /** Embedded lake only: query requests allowed per client per minute. */
  CMS_QUERY_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /** Embedded lake only: image and file requests allowed per client per minute. */
  CMS_IMAGE_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  /** Embedded lake only: image transform time (ms) one client may cause per minute; cached images are free. */
  CMS_TRANSFORM_MS_PER_MINUTE: z.coerce.number().int().min(1).default(8_000),
  /** Page renders one client may cause per minute; a page the HTML cache keeps is free. */
  PAGE_RENDER_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Behind a reverse proxy: take the client's address from the X-Forwarded-For entry it adds. */
  TRUST_PROXY: z.stringbool().default(false),
  /**
   * The site's public address (e.g. https://amaranthevents.com.au) for canonical, sharing and sitemap URLs;
   * with Stripe, required: checkout's return URLs and every emailed link are built on it.
   */
  PUBLIC_SITE_URL: z
    .url({ protocol: /^https?$/, error: 'an http(s) address such as https://example.com' })
    .transform((url) => new URL(url).origin)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Secret. A Sanity API token with the Viewer role: reads drafts for preview renders and checks the
   * Presentation tool's preview secret. Never sent to the browser. Preview with a Sanity project needs it.
   */
  SANITY_VIEWER_TOKEN: optionalSecret,
  /**
   * Secret. Without a Sanity project, `GET /api/preview/enable?secret=…&redirect=/path` turns preview on
   * with this value (the Studio's own secrets need a hosted project). Use a long random value.
   */
  PREVIEW_SECRET: optionalSecret,
  /** Secret. The secret of the Sanity webhook that calls POST /api/revalidate. */
  SANITY_WEBHOOK_SECRET: optionalSecret,
  /** The Studio's address: Presentation frames the site from this origin in preview, and no other. */
  SANITY_STUDIO_URL: z
    .url({ protocol: /^https?$/, error: 'an http(s) address such as https://amaranth.sanity.studio' })
    .transform((url) => new URL(url).origin)
    .default('http://localhost:3333'),
  /** Secret. Stripe's secret API key (sk_live_… or sk_test_…): the store's checkout. Unset = no checkout here. */
  STRIPE_SECRET_KEY: optionalSecret,
  /** Secret. The signing secret (whsec_…) of the webhook endpoint POST /api/stripe/webhook. */
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  /** Tests and offline trials: the Stripe API at another address (the fake Stripe), e.g. http://localhost:6273. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The folder of the store's guide PDFs, read only by GET /api/downloads/{token}; default the seed's. */
  STORE_FILES_DIR: z.string().refine(existsSync, 'no such folder').optional(),
  /** Benchmarks and tests only: another NDJSON for the embedded lake (seed format), e.g. a generated catalogue. */
  CONTENT_DATASET_FILE: z.string().refine(existsSync, 'no such file').optional(),
  /** Benchmarks only: a folder served at /__replica/ (script-free copies of rendered pages). */
  BENCH_REPLICA_DIR: z.string().refine(existsSync, 'no such folder').optional(),
})

export type ServerEnv = z.infer<typeof EnvSchema>

/** Variables one setting makes required, each reported under its own name like any other invalid value. */
const CheckedEnvSchema = EnvSchema.superRefine((env, context) => {
  // Stripe's return URLs and every emailed link must name the site, never a Host header a client chose.
  if (env.STRIPE_SECRET_KEY && !env.PUBLIC_SITE_URL) {
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_SITE_URL'],
      message:
        "required when STRIPE_SECRET_KEY is set: the site's public https address (e.g. https://amaranthevents.com.au), which checkout returns to and emailed links use",
    })
  }
})

export function readServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  assertNoBrowserExposedSecrets(source)
  const parsed = CheckedEnvSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
    throw new Error(`Invalid environment:\n${problems}`)
  }
  return parsed.data
}
