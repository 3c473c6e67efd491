import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export type SecretLeak = { file: string; name: string }
export type SecretScan = { filesScanned: number; leaks: SecretLeak[] }

/**
 * Every file under `directory` (source maps, text and binary alike) that contains one of the secret
 * values, compared byte for byte. Used by scripts/check-client-secrets.mjs on a fresh build.
 */
export function findSecretsInFiles(directory: string, secrets: Record<string, string>): SecretScan {
  const needles = Object.entries(secrets)
  const blank = needles.find(([, value]) => value.length < 8)
  if (blank) throw new Error(`The secret ${blank[0]} is too short to search for reliably`)

  const leaks: SecretLeak[] = []
  let filesScanned = 0
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = join(entry.parentPath, entry.name)
    const content = readFileSync(file)
    filesScanned += 1
    for (const [name, value] of needles) if (content.includes(value)) leaks.push({ file, name })
  }
  return { filesScanned, leaks }
}
