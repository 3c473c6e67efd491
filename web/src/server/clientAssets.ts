import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  CLIENT_ENTRY,
  PREVIEW_ENTRY,
  PREVIEW_MANIFEST,
  readManifest,
  routeComponentChunks,
  staticGraph,
} from './delivery/viteManifest.ts'

/** The two faces the first paint draws (body text, headings); the italic waits until it is used. */
const FIRST_PAINT_FONTS = [
  /\/jost-latin-wght-normal-[\w-]+\.woff2$/,
  /\/cormorant-garamond-latin-wght-normal-[\w-]+\.woff2$/,
]
/** A stylesheet this small costs less inline than as a render-blocking request. */
const INLINE_CSS_BYTES = 8 * 1024

export type ClientAssets = {
  /** Every page's <head> tags: styles, font preloads, the entry's modulepreloads, the entry script. */
  headTags: string
  /** Modulepreloads for the matched routes' own chunks, so they load beside the entry, not after it. */
  routeHeadTags: (routeIds: readonly string[]) => string
  /**
   * The preview module's URL, which only pages in preview are told (server/preview). Undefined for a
   * build without it: preview pages then show drafts and the bar, without visual editing.
   */
  previewScript?: string
}

export function clientAssetsFromBuild(clientDir: string): ClientAssets {
  const manifest = readManifest(clientDir)
  const entry = manifest[CLIENT_ENTRY]
  if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from the client build manifest`)
  const entryGraph = staticGraph(manifest, CLIENT_ENTRY)
  const files = (keys: Iterable<string>) => [...keys].map((key) => manifest[key]!.file)

  const styles = [...entryGraph]
    .flatMap((key) => manifest[key]!.css ?? [])
    .map((file) => {
      const css = readFileSync(join(clientDir, file), 'utf8')
      return css.length <= INLINE_CSS_BYTES ? `<style>${css}</style>` : `<link rel="stylesheet" href="/${file}">`
    })
  const fonts = FIRST_PAINT_FONTS.map((pattern) => {
    const file = entry.assets?.find((asset) => pattern.test(`/${asset}`))
    if (!file) throw new Error(`No font matching ${pattern} in the client build: update FIRST_PAINT_FONTS`)
    return `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`
  })
  const headTags = [
    ...styles,
    ...fonts,
    ...files(entryGraph)
      .filter((file) => file !== entry.file)
      .map((file) => `<link rel="modulepreload" href="/${file}">`),
    `<script type="module" src="/${entry.file}"></script>`,
  ].join('')

  const routeChunks = routeComponentChunks(manifest)
  const routeHeadTags = (routeIds: readonly string[]) => {
    const own = new Set<string>()
    for (const id of routeIds) {
      const key = routeChunks.get(id)
      if (key) for (const chunk of staticGraph(manifest, key)) if (!entryGraph.has(chunk)) own.add(chunk)
    }
    return files(own)
      .map((file) => `<link rel="modulepreload" href="/${file}">`)
      .join('')
  }
  const preview = existsSync(join(clientDir, PREVIEW_MANIFEST))
    ? readManifest(clientDir, PREVIEW_MANIFEST)[PREVIEW_ENTRY]
    : undefined
  return { headTags, routeHeadTags, previewScript: preview && `/${preview.file}` }
}
