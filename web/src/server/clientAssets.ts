import { readFileSync } from 'node:fs'
import { join } from 'node:path'

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
type Manifest = Record<string, ManifestChunk>

const ENTRY = 'src/entry-client.tsx'

/** The <head> tags for the built client: its stylesheets, its static imports preloaded, the entry script. */
export function headTagsFromManifest(clientDir: string): string {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest
  const entry = manifest[ENTRY]
  if (!entry) throw new Error(`${ENTRY} is missing from the client build manifest`)

  const css = new Set<string>()
  const preloads = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || preloads.has(chunk.file)) return
    preloads.add(chunk.file)
    chunk.css?.forEach((file) => css.add(file))
    chunk.imports?.forEach(visit)
  }
  visit(ENTRY)
  preloads.delete(entry.file)

  return [
    ...[...css].map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...[...preloads].map((file) => `<link rel="modulepreload" href="/${file}">`),
    `<script type="module" src="/${entry.file}"></script>`,
  ].join('')
}
