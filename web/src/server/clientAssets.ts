import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deferredBoot } from '../lib/boot/deferredBoot.ts'
import { EARLY_TAPS, HYDRATED_ATTRIBUTE } from '../lib/boot/earlyTaps.ts'
import {
  bootGraph,
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
/** However slow the page's images, the app starts this long after the page began (docs/decisions/0015). */
const BOOT_FALLBACK_MS = 3000

/** The modules the boot script preloads when it starts the app, as a data block it reads then. */
const bootModules = (files: string[]) =>
  files.length === 0 ? '' : `<script type="application/json" data-boot-modules>${JSON.stringify(files)}</script>`

export type ClientAssets = {
  /**
   * Every page's <head> tags: styles, font preloads, and the boot script that starts the entry (and
   * preloads its imports) once the page has loaded or is touched (lib/boot/deferredBoot.ts).
   */
  headTags: string
  /** The matched routes' own chunks, for the boot script to preload beside the entry's, not after it. */
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
  const entryGraph = bootGraph(manifest)
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
    bootModules(
      files(entryGraph)
        .filter((file) => file !== entry.file)
        .map((file) => `/${file}`),
    ),
    `<script>(${String(deferredBoot)})(${JSON.stringify({
      entry: `/${entry.file}`,
      fallbackMs: BOOT_FALLBACK_MS,
      tapsKey: EARLY_TAPS,
      hydratedAttribute: HYDRATED_ATTRIBUTE,
    })})</script>`,
  ].join('')

  const routeChunks = routeComponentChunks(manifest)
  const routeHeadTags = (routeIds: readonly string[]) => {
    const own = new Set<string>()
    for (const id of routeIds) {
      const key = routeChunks.get(id)
      if (key) for (const chunk of staticGraph(manifest, key)) if (!entryGraph.has(chunk)) own.add(chunk)
    }
    return bootModules(files(own).map((file) => `/${file}`))
  }
  const preview = existsSync(join(clientDir, PREVIEW_MANIFEST))
    ? readManifest(clientDir, PREVIEW_MANIFEST)[PREVIEW_ENTRY]
    : undefined
  return { headTags, routeHeadTags, previewScript: preview && `/${preview.file}` }
}
