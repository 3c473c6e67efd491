import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  complete,
  mailTo,
  paidSession,
  SECRET_KEY,
  sendWebhook,
  startStore,
  WEBHOOK_SECRET,
  type Store,
} from './storeApp.ts'
import { SHORT_LIVED_NODE_FLAGS } from '../../support/childNode.ts'

const PRINT_STORE = fileURLToPath(new URL('../../../src/server/cli/storeCommand.ts', import.meta.url))

let store: Store
beforeAll(async () => {
  store = await startStore()
})
afterAll(() => store.close())

/** `pnpm store …` with the server's environment; asynchronously, so the SMTP server here goes on answering. */
const storeCommand = (args: string[]) =>
  promisify(execFile)(process.execPath, [...SHORT_LIVED_NODE_FLAGS, PRINT_STORE, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      INQUIRY_DB: store.env.INQUIRY_DB,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: store.fake.url,
      PUBLIC_SITE_URL: 'https://shop.test',
      SMTP_URL: store.smtp.url,
    },
  })

const download = (token: string) => store.app.request(`/api/downloads/${token}`)

describe('pnpm store', () => {
  it('lists orders with downloads used and left, and reset gives one a fresh allowance and emails a link', async () => {
    const email = `command.${Date.now()}@example.com`
    const { sessionId, body } = await paidSession(store, 'storeProduct.wedding-guide', email)
    const { order } = (await (await sendWebhook(store, body)).json()) as { order: number }
    await mailTo(store.smtp, email)
    const { link } = await complete(store, sessionId)
    for (let i = 0; i < 5; i++) expect((await download(link!)).status).toBe(200)

    const listed = JSON.parse((await storeCommand(['--json'])).stdout) as Array<Record<string, unknown>>
    expect(listed.find((row) => row.order === order)).toMatchObject({
      email,
      access: 'used',
      downloadsUsed: 5,
      downloadsLeft: 0,
      refund: 'none',
    })
    expect((await storeCommand([])).stdout).toContain(`downloads 5 used, 0 left`)

    const reset = await storeCommand(['reset', String(order)])
    expect(reset.stdout).toContain('5 downloads until')
    expect(reset.stdout).toContain(`Emailed a link to ${email}`)
    expect((await download(link!)).status).toBe(200)
    const [, renewed] = await mailTo(store.smtp, email, 2)
    expect(renewed!.subject).toBe('Your download link for Wedding Guide')
  })

  it('refuses to reset a refunded order, or one that does not exist', async () => {
    const { sessionId, body } = await paidSession(
      store,
      'storeProduct.wedding-guide',
      `refunded.${Date.now()}@example.com`,
    )
    const { order } = (await (await sendWebhook(store, body)).json()) as { order: number }
    await sendWebhook(store, (await store.fake.refund(sessionId)).body)
    await expect(storeCommand(['reset', String(order)])).rejects.toMatchObject({
      stderr: expect.stringContaining('refunded in full'),
    })
    const listed = JSON.parse((await storeCommand(['--json'])).stdout) as Array<Record<string, unknown>>
    expect(listed.find((row) => row.order === order)).toMatchObject({ access: 'refunded', refund: 'full' })
    await expect(storeCommand(['reset', '999999'])).rejects.toMatchObject({
      stderr: expect.stringContaining('No order #999999'),
    })
  })
})
