import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { bootGraph, readManifest, staticGraph } from '../../web/src/server/delivery/viteManifest.ts'
import { gzipSize } from './zlibSizes.ts'

/** TanStack Router's split chunks a route loads to render (not its not-found chunk). */
const ROUTE_CHUNK = /^src\/routes\/(.+)\.tsx\?tsr-split=(component|loader)/

export type RouteJs = {
  /** The route file, e.g. `hire/$productId`. */
  route: string
  /** gzip bytes of its split chunks plus their static imports that the entry does not already load. */
  ownGzip: number
  /** gzip bytes of everything needed before it is interactive on a first visit: entry graph + own. */
  firstLoadGzip: number
}

export type JsBudget = { entryGzip: number; routes: RouteJs[] }

/** Route paths as the bench names them, to the route file Vite names their chunks after. */
export function routeFileFor(path: string): string {
  if (path === '/') return 'index'
  if (path.startsWith('/hire/')) return 'hire/$productId'
  if (path.startsWith('/events/')) return 'events/$slug'
  return path.slice(1)
}

/** From the Vite client manifest: what every page loads to start (the boot graph), and what each route adds to it. */
export function jsBudget(clientDir: string): JsBudget {
  const manifest = readManifest(clientDir)
  const gzipOf = new Map<string, number>()
  const gzip = (file: string) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSize(readFileSync(join(clientDir, file))))
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
