import { defineConfig, devices } from '@playwright/test'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROME_ARGS, chromiumPath } from '@amaranth/chromium'

const PORT = Number(process.env.E2E_PORT ?? 4273)
export const BASE_URL = `http://localhost:${PORT}`
/** The fake Airtable the server writes inquiries to (@amaranth/fake-airtable, testing/fake-airtable). */
export const FAKE_AIRTABLE_URL = `http://localhost:${PORT + 1000}`
/** The fake Stripe (@amaranth/fake-stripe): Checkout Sessions, the test checkout page, signed webhooks (store.spec.ts). */
export const FAKE_STRIPE_URL = `http://localhost:${PORT + 2000}`
export const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_store'
/** The inbox the server's emails reach (@amaranth/fake-mailbox): SMTP on PORT + 3000, messages over HTTP on PORT + 3001. */
export const FAKE_MAILBOX_URL = `http://localhost:${PORT + 3001}`
/** Preview without a Sanity project: GET /api/preview/enable?secret=…&redirect=/path (preview.spec.ts). */
export const PREVIEW_SECRET = 'e2e-preview-secret-0123456789'
/** The secret POST /api/revalidate checks a webhook's signature with (preview.spec.ts). */
export const SANITY_WEBHOOK_SECRET = 'e2e-webhook-secret'
/** The tag (`test(name, BOTH_WIDTHS, ...)`) that runs a test at 1440 px as well as at 390 px. */
export const BOTH_WIDTHS = { tag: '@both-widths' }
const BOTH_WIDTHS_TAG = /@both-widths/
/**
 * E2E_SCREENSHOTS=1 (`pnpm --filter tests screenshots`): tests save their full-page screenshots for people
 * to look at. CI checks and does not picture: forcing every lazy image in and a full-page capture cost
 * seconds a page. E2E_ALL_WIDTHS=1 runs every test at 1440 px too (the same script sets both).
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'
const ALL_WIDTHS = process.env.E2E_ALL_WIDTHS === '1'

/** AIRTABLE_DEADLINE_MS for the e2e server: short, so the fault tests wait seconds, not 15. */
export const AIRTABLE_DEADLINE_MS = 3000

/** What every e2e server (this config's, and a spec's own: e2e/support/extraServer.ts) runs with. */
export const E2E_SERVER_LIMITS = {
  // The outbox retries within a second or two, so "within 60 s of Airtable recovering" is tested in seconds.
  INQUIRY_RETRY_BASE_MS: '200',
  INQUIRY_RETRY_MAX_MS: '2000',
  INQUIRY_RATE_LIMIT: '1000',
  // Parallel workers load pages from one address far faster than a visitor: the limits have unit tests.
  CMS_QUERY_RATE_LIMIT: '100000',
  CMS_IMAGE_RATE_LIMIT: '100000',
  CMS_TRANSFORM_MS_PER_MINUTE: '100000000',
  PAGE_RENDER_RATE_LIMIT: '100000',
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'artifacts/results',
  fullyParallel: true,
  // The longest flows (a list shared to a second browser, hire list to Airtable record) take 20-30 s on two
  // busy cores now that each server opens its database first; 60 s keeps a slow machine from failing them.
  timeout: 60_000,
  // Three on CI's two cores: a test spends much of its time waiting (the app boots after load, servers,
  // retries), and the suite took 590 s with three against 660 s with two on the same busy machine.
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { outputFolder: 'artifacts/report', open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    // Recording a trace (a screencast and a DOM snapshot at every step) cost a quarter of the suite's CPU:
    // 185 → 136 CPU-s over the site, hire and store specs. CI records it on a failed test's retry, where it
    // is read; a local run keeps it for any failure (`--trace on` records every test).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath('light'),
      args: CHROME_ARGS,
    },
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      // Every test runs on the phone; only those tagged BOTH_WIDTHS run here too, because their result
      // depends on the width: axe over the desktop layout of Home, the desktop Tab order and where focus
      // lands under its top bar, hover under a mouse, the carousel that is a grid, the inquiry form's
      // side panel. A flow, a form, the server's answers and headers are the same at any width: phone only.
      // E2E_ALL_WIDTHS=1 (the screenshots script) runs everything here, for the pictures at 1440 px.
      ...(ALL_WIDTHS ? {} : { grep: BOTH_WIDTHS_TAG }),
    },
  ],
  webServer: [
    {
      command: 'pnpm exec fake-airtable',
      url: `${FAKE_AIRTABLE_URL}/__health`,
      env: { FAKE_AIRTABLE_PORT: String(PORT + 1000) },
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'pnpm exec fake-stripe',
      url: `${FAKE_STRIPE_URL}/__health`,
      env: {
        FAKE_STRIPE_PORT: String(PORT + 2000),
        FAKE_STRIPE_WEBHOOK_URL: `${BASE_URL}/api/stripe/webhook`,
        FAKE_STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET,
      },
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'pnpm exec fake-mailbox',
      url: `${FAKE_MAILBOX_URL}/__health`,
      env: { FAKE_MAILBOX_SMTP_PORT: String(PORT + 3000), FAKE_MAILBOX_PORT: String(PORT + 3001) },
      reuseExistingServer: !process.env.CI,
    },
    {
      // The production server over the last build (the test command builds just before), its database
      // folder a copy of the migrated template when it has none yet: a fresh one's initdb took 25 s.
      command: 'node ../web/test/support/prepareDataDir.ts && node ../web/src/server/main.ts',
      url: `${BASE_URL}/api/health`,
      env: {
        PORT: String(PORT),
        NODE_ENV: 'production',
        ...(process.env.WEB_OUT_DIR ? { WEB_OUT_DIR: process.env.WEB_OUT_DIR } : {}),
        // Inquiries go to the fake Airtable; every test submits from the same address.
        AIRTABLE_TOKEN: 'patE2E',
        AIRTABLE_BASE_ID: 'appE2E',
        AIRTABLE_ENDPOINT_URL: FAKE_AIRTABLE_URL,
        AIRTABLE_DEADLINE_MS: String(AIRTABLE_DEADLINE_MS),
        // Staff setting Quoted gets its link within a second or two, not the production 20 s.
        QUOTE_POLL_MS: '1000',
        INQUIRY_DB: join(tmpdir(), `amaranth-e2e-${PORT}.db`),
        ...E2E_SERVER_LIMITS,
        PREVIEW_SECRET,
        SANITY_WEBHOOK_SECRET,
        // The store sells through the fake Stripe; receipts (and every other email) go to the fake mailbox.
        STRIPE_SECRET_KEY: 'sk_test_e2e_store',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: FAKE_STRIPE_URL,
        // Required with Stripe: the return URLs and the emailed links are on it, so here the server itself.
        PUBLIC_SITE_URL: BASE_URL,
        SMTP_URL: `smtp://127.0.0.1:${PORT + 3000}`,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
})
