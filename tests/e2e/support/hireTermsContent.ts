import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPO } from './extraServer.ts'

/**
 * The seed's content with its hire terms changed as staff would in Studio (e.g. the window's action), for
 * a spec's own server: its environment's CONTENT_DATASET_FILE, the embedded lake's dataset.
 */
export function hireTermsContent(changes: Record<string, unknown>) {
  const folder = mkdtempSync(join(tmpdir(), 'amaranth-e2e-content-'))
  const file = join(folder, 'dataset.ndjson')
  const lines = readFileSync(join(REPO, 'schemas/seed/dataset.ndjson'), 'utf8').split('\n')
  let changed = 0
  const edited = lines.map((line) => {
    if (!line.trim()) return line
    const document = JSON.parse(line) as { _id: string }
    if (document._id !== 'hireTerms') return line
    changed++
    return JSON.stringify({ ...document, ...changes })
  })
  if (changed !== 1) throw new Error(`the seed has ${changed} hire terms documents, not one`)
  writeFileSync(file, edited.join('\n'))
  return { env: { CONTENT_DATASET_FILE: file }, remove: () => rmSync(folder, { recursive: true, force: true }) }
}
