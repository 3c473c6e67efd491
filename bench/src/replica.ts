import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getBody } from './http.ts'

/**
 * A static replica of a page: the HTML our server renders with every script and module preload
 * removed. It paints the same content with no JavaScript cost, so its LCP is the floor for that
 * content on this server; ours/replica says how much of our LCP the app itself adds.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '')
}

export function replicaFileName(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1).replaceAll('/', '__')}.html`
}

/** The replica's URL on a server started with BENCH_REPLICA_DIR (web/src/server/main.ts). */
export function replicaUrl(origin: string, route: string): string {
  return `${origin}/__replica/${replicaFileName(route)}`
}

export async function makeReplicaDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'amaranth-replica-'))
}

/** Renders each route on the running server and writes its script-free copy into `dir`. */
export async function writeReplicas(origin: string, routes: readonly string[], dir: string): Promise<void> {
  for (const route of routes) {
    const html = (await getBody(`${origin}${route}`)).toString('utf8')
    await writeFile(join(dir, replicaFileName(route)), stripScripts(html))
  }
}
