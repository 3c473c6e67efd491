import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailTo, paidSession, sendWebhook, startStore, type Store } from './storeApp.ts'
import { SHORT_LIVED_NODE_FLAGS } from '../../support/childNode.ts'

const PRINT_INQUIRIES = fileURLToPath(new URL('../../../src/server/cli/inquiriesCommand.ts', import.meta.url))
/** Asynchronously: the SMTP server in this process must go on answering while the command runs. */
const inquiries = (args: string[], env: NodeJS.ProcessEnv) =>
  promisify(execFile)(process.execPath, [...SHORT_LIVED_NODE_FLAGS, PRINT_INQUIRIES, ...args], {
    env,
    encoding: 'utf8',
  })

let store: Store
beforeAll(async () => {
  store = await startStore()
})
afterAll(() => store.close())

describe('pnpm inquiries and the store emails', () => {
  it('lists a receipt the server is retrying as such, not "not configured", and retries it itself', async () => {
    const email = 'cli.buyer@example.com'
    store.smtp.refuse(Infinity)
    const { body } = await paidSession(store, 'storeProduct.wedding-guide', email)
    await sendWebhook(store, body)
    while (!store.smtp.refused()) await new Promise((resolve) => setTimeout(resolve, 20))
    await store.outbox!.stop()
    const id = (await store.outbox!.store.list(1))[0]!.id

    const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL, PUBLIC_SITE_URL, SMTP_URL, INQUIRY_DB } =
      store.env
    const env = { PATH: process.env.PATH, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL, PUBLIC_SITE_URL }
    const listed = await inquiries([], { ...env, SMTP_URL, INQUIRY_DB })
    expect(listed.stdout).toMatch(new RegExp(`#${id} Store Orders`))
    expect(listed.stdout).toMatch(/store-email +pending +attempts [1-9]\d* · next try .* · last error: .*451/)
    expect(listed.stdout).not.toContain('not configured')

    store.smtp.accept()
    const retried = await inquiries(['retry', String(id)], { ...env, SMTP_URL, INQUIRY_DB })
    expect(retried.stdout).toMatch(new RegExp(`#${id} store-email +delivered`))
    const [receipt] = await mailTo(store.smtp, email)
    expect(receipt!.text).toContain('Tax invoice')
    expect(receipt!.text).toMatch(/https:\/\/shop\.test\/api\/downloads\//)
  }, 60_000)
})
