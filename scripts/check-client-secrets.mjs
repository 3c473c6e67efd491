#!/usr/bin/env node
// Builds the web app with fake but recognisable secrets in the environment, under every name a
// developer is likely to give them, and fails if any value reaches the build output (the client
// bundle and any source maps, and the server bundle too). Only VITE_ variables are meant to reach
// the browser, and the server refuses to start with a secret-looking one (browserExposedSecrets.ts).
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findSecretsInFiles } from '../web/src/server/security/findSecretsInFiles.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const web = join(root, 'web')

// Letters and digits only, so no escaping (JSON, URL, HTML) could hide a copy from the byte search;
// random per run, so only the environment can have put them in the build.
const fake = (prefix) => `${prefix}SECRETtest${randomBytes(16).toString('hex')}`
const secrets = {
  AIRTABLE_TOKEN: fake('pat'),
  AIRTABLE_API_KEY: fake('key'),
  SANITY_API_READ_TOKEN: fake('sk'),
  SANITY_API_WRITE_TOKEN: fake('sk'),
  SANITY_API_TOKEN: fake('sk'),
  SANITY_AUTH_TOKEN: fake('sk'),
  SANITY_STUDIO_API_TOKEN: fake('sk'),
  SANITY_VIEWER_TOKEN: fake('sk'),
  SANITY_WEBHOOK_SECRET: fake('whsec'),
  PREVIEW_SECRET: fake('preview'),
  SMTP_URL: `smtps://amaranth:${fake('smtp')}@smtp.example.com:465`,
}

// Inside the web package (git-ignored), where Vite expects its output.
const cache = join(web, 'node_modules/.cache')
mkdirSync(cache, { recursive: true })
const outDir = mkdtempSync(join(cache, 'secret-scan-'))

try {
  const build = spawnSync('pnpm', ['--filter', 'web', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...secrets, WEB_OUT_DIR: outDir },
  })
  if (build.status !== 0) throw new Error(`The web build failed (exit ${build.status})`)
  if (!existsSync(join(outDir, 'client'))) throw new Error('The web build wrote no client directory')

  const { filesScanned, leaks } = findSecretsInFiles(outDir, secrets)
  for (const { file, name } of leaks) console.error(`${name} appears in ${relative(outDir, file)}`)
  if (leaks.length) process.exitCode = 1
  console.log(
    leaks.length
      ? `Secrets reached the build: ${leaks.length} finding(s) in ${filesScanned} files.`
      : `No secret reached the build (${Object.keys(secrets).length} secrets, ${filesScanned} files scanned).`,
  )
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
