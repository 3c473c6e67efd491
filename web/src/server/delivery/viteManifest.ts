import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export type ManifestChunk = {
  file: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
  assets?: string[]
  isEntry?: boolean
  isDynamicEntry?: boolean
}
export type Manifest = Record<string, ManifestChunk>

export const CLIENT_ENTRY = 'src/entry-client.tsx'
/** React's DOM renderer, which the entry imports once it has made the router (entry-client.tsx). */
export const HYDRATE_MODULE = 'src/hydrateDocument.tsx'
/** The preview module's own build (vite.config.ts), its manifest beside the client's in the client folder. */
export const PREVIEW_ENTRY = 'src/preview/main.ts'
export const PREVIEW_MANIFEST = '.vite/preview-manifest.json'
/** How TanStack Router's code splitting names a route component's chunk in the manifest. */
const ROUTE_COMPONENT = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/

export function readManifest(clientDir: string, file = '.vite/manifest.json'): Manifest {
  return JSON.parse(readFileSync(join(clientDir, file), 'utf8')) as Manifest
}

/** The chunk keys loaded before `key` runs: itself and its static imports, transitively, in order. */
export function staticGraph(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>()
  const visit = (at: string) => {
    if (seen.has(at) || !manifest[at]) return
    seen.add(at)
    manifest[at].imports?.forEach(visit)
  }
  visit(key)
  return seen
}

/**
 * The chunk keys every page loads to start the app: the entry's static graph, then the renderer's
 * (the entry imports it dynamically, so that it evaluates in a task of its own).
 */
export function bootGraph(manifest: Manifest): Set<string> {
  return new Set([CLIENT_ENTRY, HYDRATE_MODULE].flatMap((key) => [...staticGraph(manifest, key)]))
}

/**
 * Route id (as `createFileRoute` names it: '/', '/hire-range', '/events/$slug') -> manifest key of
 * its split component chunk. File-based routing makes the id the file's path, `index` being '/'.
 */
export function routeComponentChunks(manifest: Manifest): Map<string, string> {
  const byRoute = new Map<string, string>()
  for (const key of Object.keys(manifest)) {
    const file = ROUTE_COMPONENT.exec(key)?.[1]
    if (!file) continue
    const path = file.replace(/(^|\/)index$/, '')
    byRoute.set(`/${path}`.replace(/(.)\/$/, '$1'), key)
  }
  return byRoute
}
