import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { draftEdits } from './content/drafts.ts'

/**
 * The seed dataset is stored the way `sanity dataset import` wants it: asset fields carry
 * `_sanityAsset: "image@file://./images/<sha1>-<w>x<h>.<ext>"` and no asset documents exist.
 * The embedded content lake needs what Sanity would hold after the import instead: asset
 * references plus `sanity.imageAsset` / `sanity.fileAsset` documents with their metadata.
 * This module turns the first into the second, using `assets.json` written by the generator.
 */

export const SEED_DIR = dirname(fileURLToPath(import.meta.url))
export const SEED_DATASET_FILE = join(SEED_DIR, 'dataset.ndjson')
export const SEED_ASSET_MANIFEST = join(SEED_DIR, 'assets.json')

/** One entry per file under seed/images or seed/files, keyed by its path relative to seed/. */
export type SeedAsset = {
  path: string
  sha1: string
  extension: string
  mimeType: string
  size: number
  originalFilename: string
  /** Images only. */
  width?: number
  height?: number
  lqip?: string
}

export type SeedDocument = { _id: string; _type: string; [key: string]: unknown }

export function assetIdFor(asset: SeedAsset): string {
  return asset.width
    ? `image-${asset.sha1}-${asset.width}x${asset.height}-${asset.extension}`
    : `file-${asset.sha1}-${asset.extension}`
}

/** The file name Sanity's CDN uses for an asset id: `<sha1>-<w>x<h>.<ext>` or `<sha1>.<ext>`. */
export function cdnFileNameFor(asset: SeedAsset): string {
  return asset.width
    ? `${asset.sha1}-${asset.width}x${asset.height}.${asset.extension}`
    : `${asset.sha1}.${asset.extension}`
}

export function readSeedAssets(): SeedAsset[] {
  return JSON.parse(readFileSync(SEED_ASSET_MANIFEST, 'utf8')) as SeedAsset[]
}

export function readImportDocuments(file = SEED_DATASET_FILE): SeedDocument[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SeedDocument)
}

const ASSET_PATTERN = /^(image|file)@file:\/\/\.\/(.+)$/

function resolveAssetFields(value: unknown, byPath: Map<string, SeedAsset>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveAssetFields(item, byPath))
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    if (key === '_sanityAsset' && typeof inner === 'string') {
      const match = ASSET_PATTERN.exec(inner)
      const asset = match ? byPath.get(match[2]!) : undefined
      if (!asset) throw new Error(`Seed asset not in assets.json: ${inner}`)
      out.asset = { _type: 'reference', _ref: assetIdFor(asset) }
    } else {
      out[key] = resolveAssetFields(inner, byPath)
    }
  }
  return out
}

function assetDocument(asset: SeedAsset, projectId: string, dataset: string): SeedDocument {
  const kind = asset.width ? 'images' : 'files'
  const path = `${kind}/${projectId}/${dataset}/${cdnFileNameFor(asset)}`
  const base = {
    _id: assetIdFor(asset),
    _type: asset.width ? 'sanity.imageAsset' : 'sanity.fileAsset',
    assetId: asset.sha1,
    sha1hash: asset.sha1,
    extension: asset.extension,
    mimeType: asset.mimeType,
    size: asset.size,
    originalFilename: asset.originalFilename,
    path,
    url: `https://cdn.sanity.io/${path}`,
  }
  if (!asset.width || !asset.height) return base
  return {
    ...base,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: asset.width,
        height: asset.height,
        aspectRatio: asset.width / asset.height,
      },
      lqip: asset.lqip,
      hasAlpha: asset.extension === 'png',
      isOpaque: asset.extension !== 'png',
    },
  }
}

/**
 * Staff's unpublished edits (content/drafts.ts) as `drafts.<id>` documents beside the published ones,
 * as the Content Lake stores them. An edit whose document is not in `documents` is left out.
 */
export function seedDrafts(documents: readonly SeedDocument[]): SeedDocument[] {
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  return draftEdits.flatMap(({ of, set }) => {
    const published = byId.get(of)
    return published ? [{ ...published, ...set, _id: `drafts.${of}` }] : []
  })
}

/**
 * The dataset as the Content Lake would hold it after `sanity dataset import`, plus the seed's
 * drafts (which only a preview reads). `file` swaps in another NDJSON in the same format whose
 * images are the seed's (the bench's generated catalogue).
 */
export function loadSeedDataset(options: { projectId?: string; dataset?: string; file?: string } = {}): SeedDocument[] {
  const assets = readSeedAssets()
  const byPath = new Map(assets.map((asset) => [asset.path, asset]))
  const imported = readImportDocuments(options.file)
  const documents = [...imported, ...seedDrafts(imported)].map((doc) => resolveAssetFields(doc, byPath) as SeedDocument)
  const projectId = options.projectId ?? 'embedded'
  const dataset = options.dataset ?? 'production'
  return [...documents, ...assets.map((asset) => assetDocument(asset, projectId, dataset))]
}

/** CDN file name -> absolute path of the seed file behind it, for serving asset URLs. */
export function seedFilesByCdnName(): Map<string, string> {
  return new Map(readSeedAssets().map((asset) => [cdnFileNameFor(asset), join(SEED_DIR, asset.path)]))
}
