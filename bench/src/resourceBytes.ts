import { getRaw } from './http.ts'
import type { NetworkRequest } from './lighthouseRun.ts'
import { brotliSize, gzipSize } from './zlibSizes.ts'

export const RESOURCE_KINDS = ['html', 'js', 'css', 'font', 'image', 'data'] as const
export type ResourceKind = (typeof RESOURCE_KINDS)[number]

const KIND_BY_LIGHTHOUSE_TYPE: Record<string, ResourceKind> = {
  Document: 'html',
  Script: 'js',
  Stylesheet: 'css',
  Font: 'font',
  Image: 'image',
  Fetch: 'data',
  XHR: 'data',
}

/** Text worth compressing; fonts (woff2) and images are compressed formats already. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg)/

export type EncodedBytes = { gzip: number; br: number }
export type RouteBytes = Record<ResourceKind, EncodedBytes> & {
  /** Text the server sent uncompressed: its figures are node:zlib's, not what was served. */
  uncompressed: string[]
}

const zlibSize = { gzip: gzipSize, br: brotliSize }

/** The bytes one URL costs over the wire with each encoding, as the server answers it. */
async function encodedBytes(url: string): Promise<{ bytes: EncodedBytes; computed: boolean }> {
  let computed = false
  const sizeFor = async (encoding: 'gzip' | 'br') => {
    const answer = await getRaw(url, { 'accept-encoding': encoding })
    if (answer.encoding === encoding || !COMPRESSIBLE.test(answer.type)) return answer.body.length
    computed = true
    return zlibSize[encoding](answer.body)
  }
  const bytes = { gzip: await sizeFor('gzip'), br: await sizeFor('br') }
  return { bytes, computed }
}

function emptyTotals(): RouteBytes {
  const totals = Object.fromEntries(RESOURCE_KINDS.map((kind) => [kind, { gzip: 0, br: 0 }]))
  return { ...(totals as Record<ResourceKind, EncodedBytes>), uncompressed: [] }
}

/** Sums what a page loaded (Lighthouse's request list) per kind, re-fetching each same-origin URL. */
export async function routeBytes(requests: readonly NetworkRequest[], origin: string): Promise<RouteBytes> {
  const totals = emptyTotals()
  const seen = new Set<string>()
  for (const { url, resourceType } of requests) {
    const kind = KIND_BY_LIGHTHOUSE_TYPE[resourceType ?? '']
    if (!kind || !url.startsWith(origin) || seen.has(url)) continue
    seen.add(url)
    const { bytes, computed } = await encodedBytes(url)
    totals[kind].gzip += bytes.gzip
    totals[kind].br += bytes.br
    if (computed) totals.uncompressed.push(new URL(url).pathname)
  }
  return totals
}
