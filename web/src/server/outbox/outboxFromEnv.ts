import type { SanityClient } from '@sanity/client'
import { databaseFromEnv } from '../data/fromEnv.ts'
import type { ServerEnv } from '../env.ts'
import { createMailer } from '../email/mailer.ts'
import { siteContactFrom } from '../email/siteContact.ts'
import { airtableTarget } from './airtableTarget.ts'
import type { Target } from './dispatcher.ts'
import { emailTargets } from './emailTargets.ts'
import { createOutbox } from './outbox.ts'

/** Used when MAIL_FROM is not set; a real deployment sets it to an address its SMTP server may send as. */
export const DEFAULT_MAIL_FROM = 'Amaranth Events <inquiries@localhost>'

/** The SMTP mailer every outbox sends with, or undefined without SMTP_URL (its emails then wait, pending). */
export const mailerFromEnv = (env: Pick<ServerEnv, 'SMTP_URL' | 'MAIL_FROM'>) =>
  env.SMTP_URL ? createMailer({ url: env.SMTP_URL, from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM }) : undefined

/** The retry spacing the environment sets (INQUIRY_RETRY_BASE_MS, INQUIRY_RETRY_MAX_MS), for every outbox alike. */
export const retryFromEnv = (env: Pick<ServerEnv, 'INQUIRY_RETRY_BASE_MS' | 'INQUIRY_RETRY_MAX_MS'>) => ({
  baseMs: env.INQUIRY_RETRY_BASE_MS,
  maxMs: Math.max(env.INQUIRY_RETRY_BASE_MS, env.INQUIRY_RETRY_MAX_MS),
})

/**
 * How long the visitor's 201 may wait for the first Airtable attempt (docs/decisions/0010): 2 s, and never
 * more than half the form deadline, so the answer always comes well inside AIRTABLE_DEADLINE_MS.
 */
export const firstAttemptWaitMs = (env: Pick<ServerEnv, 'AIRTABLE_DEADLINE_MS'>) =>
  Math.min(2_000, Math.floor(env.AIRTABLE_DEADLINE_MS / 2))

/** The targets the environment configures: Airtable only with a token; emails always (waiting without SMTP_URL). */
export function targetsFromEnv(env: ServerEnv, sanity?: Pick<SanityClient, 'fetch'>): Target[] {
  const targets: Target[] = []
  if (env.AIRTABLE_TOKEN) {
    if (!env.AIRTABLE_BASE_ID) throw new Error('AIRTABLE_BASE_ID is required when AIRTABLE_TOKEN is set')
    targets.push(
      airtableTarget({
        token: env.AIRTABLE_TOKEN,
        baseId: env.AIRTABLE_BASE_ID,
        endpointUrl: env.AIRTABLE_ENDPOINT_URL,
      }),
    )
  }
  const fallbackEmail = env.INQUIRY_NOTIFY_TO ?? ''
  const noSite = { fetch: () => Promise.reject(new Error('no CMS')) } as unknown as Pick<SanityClient, 'fetch'>
  targets.push(
    ...emailTargets({
      mailer: mailerFromEnv(env),
      notifyTo: env.INQUIRY_NOTIFY_TO,
      siteContact: siteContactFrom(sanity ?? noSite, { fallbackEmail }),
    }),
  )
  return targets
}

/** The outbox the server runs, from the environment; `start()` is left to the caller. */
export function createOutboxFromEnv(
  env: ServerEnv,
  sanity?: Pick<SanityClient, 'fetch'>,
  role: 'server' | 'command' = 'server',
) {
  const { sql, jobs } = databaseFromEnv(env, role)
  return createOutbox({
    sql,
    jobs,
    targets: targetsFromEnv(env, sanity),
    retry: retryFromEnv(env),
    firstAttemptWaitMs: firstAttemptWaitMs(env),
  })
}
