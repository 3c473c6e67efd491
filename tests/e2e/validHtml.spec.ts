import { expect, test } from '@playwright/test'
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { sitemapRoutes } from './support/sitemapRoutes.ts'

/** vnu-jar's path to the Nu Html Checker (the W3C validator), run with the machine's Java. */
const VNU_JAR: string = String(createRequire(import.meta.url)('vnu-jar'))

type VnuMessage = { type: string; subType?: string; message: string; url: string; lastLine?: number; extract?: string }

/**
 * Every route's server-sent HTML passes the Nu Html Checker with 0 errors (issue #25): the static routes
 * from the sitemap, one product and one event (each kind is one template), a shared list and an unknown
 * path. The same HTML reaches every device.
 */
test('every route passes the Nu Html Checker with 0 errors', async ({ request }) => {
  test.setTimeout(120_000)
  const routes = [
    ...(await sitemapRoutes(request)),
    '/hire-list/shared?items=decor-21.v2*12~catering-tableware-12*3',
    '/no-such-page',
  ]
  expect(routes.length).toBeGreaterThan(20)

  const dir = mkdtempSync(join(tmpdir(), 'amaranth-vnu-'))
  try {
    const files = await Promise.all(
      routes.map(async (route, index) => {
        const file = join(dir, `${index}.html`)
        writeFileSync(file, await (await request.get(route)).text())
        return { route, file }
      }),
    )
    const run = await promisify(execFile)(
      'java',
      ['-Xss4m', '-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files.map(({ file }) => file)],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] }
    const routeOf = (url: string) => files.find(({ file }) => url.endsWith(file))?.route ?? url
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => `${routeOf(message.url)}:${message.lastLine ?? '?'} ${message.message}`)
    expect(errors).toEqual([])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
