import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readServerEnv } from '../../src/server/env.ts'
import { browserExposedSecretNames } from '../../src/server/security/browserExposedSecrets.ts'
import { findSecretsInFiles } from '../../src/server/security/findSecretsInFiles.ts'

const TOKEN = 'patSECRETtest0123456789abcdef'
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function buildOutput(files: Record<string, string | Buffer>) {
  const dir = mkdtempSync(join(tmpdir(), 'secret-scan-test-'))
  dirs.push(dir)
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), content)
  }
  return dir
}

describe('secret scan of a build', () => {
  it('finds a secret in a nested file, a source map or a binary file', () => {
    const dir = buildOutput({
      'client/assets/index.js': 'console.log(1)',
      'client/assets/chunk.js.map': `{"sourcesContent":["const t = '${TOKEN}'"]}`,
      'client/assets/blob.bin': Buffer.concat([Buffer.from([0, 255, 1]), Buffer.from(TOKEN), Buffer.from([0])]),
    })
    const { filesScanned, leaks } = findSecretsInFiles(dir, {
      AIRTABLE_TOKEN: TOKEN,
      SANITY_API_TOKEN: 'skSECRETnever',
    })
    expect(filesScanned).toBe(3)
    expect(leaks.map(({ file, name }) => [file.slice(dir.length), name]).sort()).toEqual([
      ['/client/assets/blob.bin', 'AIRTABLE_TOKEN'],
      ['/client/assets/chunk.js.map', 'AIRTABLE_TOKEN'],
    ])
  })

  it('passes a clean build and refuses a value too short to search for', () => {
    const dir = buildOutput({ 'client/index.js': 'export {}' })
    expect(findSecretsInFiles(dir, { AIRTABLE_TOKEN: TOKEN }).leaks).toEqual([])
    expect(() => findSecretsInFiles(dir, { AIRTABLE_TOKEN: '' })).toThrow(/AIRTABLE_TOKEN/)
  })
})

describe('secrets under a VITE_ name', () => {
  it('names the secret-looking public variables that are set', () => {
    expect(
      browserExposedSecretNames({
        VITE_SANITY_API_TOKEN: 'sk1',
        VITE_AIRTABLE_SECRET: 'x',
        VITE_EMPTY_TOKEN: '',
        VITE_SANITY_PROJECT_ID: 'abc',
        AIRTABLE_TOKEN: 'pat1',
      }),
    ).toEqual(['VITE_AIRTABLE_SECRET', 'VITE_SANITY_API_TOKEN'])
  })

  it('stop the server from starting', () => {
    expect(() => readServerEnv({ VITE_SANITY_READ_TOKEN: 'sk123' })).toThrow(
      /VITE_SANITY_READ_TOKEN looks like a secret.*browser bundle/,
    )
    expect(() => readServerEnv({ AIRTABLE_TOKEN: 'pat123' })).not.toThrow()
  })
})
