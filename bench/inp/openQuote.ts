import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'

const REPO_DIR = join(import.meta.dirname, '../..')
const run = promisify(execFile)

/**
 * The bench server's own PGlite folder (DATA_DIR overrides it): the hire requests each run adds stay out of
 * the developer's web/.data/pglite, and a `pnpm start` left running (PGlite allows one process per folder)
 * does not stop the bench.
 */
export const benchDataEnv = (): NodeJS.ProcessEnv => ({
  DATA_DIR: process.env.DATA_DIR || join(REPO_DIR, 'web/.data/bench-pglite'),
})

/**
 * What the bench server needs for quote links: booking online (a Stripe key and the site's address).
 * Stripe's API is a closed port: the measured tap paints the button's pending state before its
 * request could reach Stripe, and nothing is paid offline.
 */
export const bookingEnv = (origin: string): NodeJS.ProcessEnv => ({
  STRIPE_SECRET_KEY: 'sk_test_bench_offline',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench_offline',
  STRIPE_API_URL: 'http://127.0.0.1:9',
  PUBLIC_SITE_URL: origin,
})

/** `pnpm inquiries …` against the bench server's database, as staff would run it beside the server. */
function inquiries(origin: string, args: string[]) {
  const env = { ...process.env, ...benchDataEnv(), ...bookingEnv(origin), PORT: new URL(origin).port }
  return run(process.execPath, ['--no-warnings', 'web/src/server/api/printInquiries.ts', ...args], {
    cwd: REPO_DIR,
    env,
  })
}

/**
 * A fresh open quote on the bench server, offline: a hire request sent through the site's own API,
 * then quoted with `pnpm inquiries quote <id>` (the local request is its own record). Resolves with
 * the quote page's link. Fresh each time: accepting moves a quote on.
 */
export async function openQuote(origin: string): Promise<string> {
  const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`
  const email = `bench-${stamp}@example.com`
  const eventDate = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10)
  const sent = await fetch(`${origin}/api/equipment-hire-requests`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Couple',
      email,
      phone: '0412345678',
      eventDate,
      venue: 'Howard Smith Wharves',
      postcode: '4000',
      message: 'Measured by pnpm bench',
      acceptTerms: true,
      items: [{ productId: 'styling-furniture-2', quantity: 20 }],
      submissionId: `bench-${stamp}`,
    }),
  })
  if (sent.status !== 201) throw new Error(`the hire request was refused: ${sent.status} ${await sent.text()}`)
  const listed = JSON.parse((await inquiries(origin, ['5', '--json'])).stdout) as {
    id: number
    fields: Record<string, unknown>
  }[]
  const id = listed.find((submission) => submission.fields.Email === email)?.id
  if (id === undefined) throw new Error(`the hire request from ${email} is not in pnpm inquiries`)
  const { stdout } = await inquiries(origin, ['quote', String(id)])
  const link = stdout.split('\n').find((line) => line.startsWith(`${origin}/`))
  if (!link) throw new Error(`pnpm inquiries quote ${id} printed no link: ${stdout}`)
  return link
}
