import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { bootGraph, readManifest, staticGraph } from './viteManifest.ts'

/** TanStack Router's split chunks a route loads to render (not its not-found chunk). */
const ROUTE_CHUNK = /^src\/routes\/(.+)\.tsx\?tsr-split=(component|loader)/

export type RouteScript = {
  /** The route file, e.g. `hire/$productId`. */
  route: string
  /** gzip bytes of its split chunks plus their static imports that the entry does not already load. */
  ownGzip: number
  /** gzip bytes of everything needed before it is interactive on a first visit: entry graph + own. */
  firstLoadGzip: number
}

export type ScriptWeights = { entryGzip: number; routes: RouteScript[] }

/**
 * From the Vite client manifest: the gzip bytes every page loads to start (the boot graph), and
 * what each route adds to them. The one measure the e2e budget and `pnpm bench` both read, so they
 * cannot disagree about a route; gzip at level 9, as the build precompresses what is served
 * (precompressPlugin.ts).
 */
export function scriptWeights(clientDir: string): ScriptWeights {
  const manifest = readManifest(clientDir)
  const gzipOf = new Map<string, number>()
  const gzip = (file: string) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length)
    return gzipOf.get(file)!
  }
  const graph = (keys: string[]) =>
    new Set(keys.flatMap((key) => [...staticGraph(manifest, key)].map((at) => manifest[at]!.file)))
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzip(file), 0)

  const entryFiles = new Set([...bootGraph(manifest)].map((at) => manifest[at]!.file))
  const chunksByRoute = new Map<string, string[]>()
  for (const key of Object.keys(manifest)) {
    const route = ROUTE_CHUNK.exec(key)?.[1]
    if (route) chunksByRoute.set(route, [...(chunksByRoute.get(route) ?? []), key])
  }
  const routes = [...chunksByRoute].map(([route, keys]) => {
    const own = [...graph(keys)].filter((file) => !entryFiles.has(file))
    return { route, ownGzip: sum(own), firstLoadGzip: sum(entryFiles) + sum(own) }
  })
  return { entryGzip: sum(entryFiles), routes: routes.sort((a, b) => a.route.localeCompare(b.route)) }
}
