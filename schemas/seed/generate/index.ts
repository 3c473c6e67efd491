/**
 * Seed generator: draws every image, writes seed/images and seed/files, assets.json and
 * dataset.ndjson. Deterministic: run it twice and nothing changes.
 *   node schemas/seed/generate/index.ts
 */
import { writeFileSync } from 'node:fs'
import { SEED_ASSET_MANIFEST, SEED_DATASET_FILE } from '../load.ts'
import { createAssetStore, resetAssetDirs } from './assets.ts'
import { categoryDocs, productDocs } from './documents/catalogue.ts'
import { pageMetaDocs, pressDocs, storeDocs, testimonialDocs } from './documents/editorial.ts'
import { eventDocs } from './documents/portfolio.ts'
import {
  aboutPageDoc,
  deliveryZoneDocs,
  hireTermsDoc,
  homePageDoc,
  servicesPageDoc,
  siteSettingsDoc,
} from './documents/singletons.ts'
import { writeGuides } from './guides.ts'
import { createImageRegistry } from './images.ts'
import { hasFfmpeg, renderHeroVideo } from './video.ts'

const started = Date.now()
resetAssetDirs()
const store = createAssetStore()
const images = createImageRegistry()

let heroVideo: string | undefined
if (hasFfmpeg()) {
  const asset = store.addFile(await renderHeroVideo(), { extension: 'mp4', mimeType: 'video/mp4', name: 'hero' })
  heroVideo = `file@file://./${asset.path}`
} else {
  console.warn('ffmpeg not found: the hero video is left out (siteSettings.heroVideo is optional).')
}

const documents = [
  siteSettingsDoc(images, heroVideo),
  homePageDoc(images),
  aboutPageDoc(images),
  servicesPageDoc(images),
  ...pageMetaDocs(),
  ...categoryDocs(images),
  ...productDocs(images),
  ...eventDocs(images),
  ...testimonialDocs(),
  ...pressDocs(images),
  ...storeDocs(),
  hireTermsDoc(),
  ...deliveryZoneDocs(),
]

const drawn = await images.drawAll(store)
await writeGuides()
const assets = store.list()
writeFileSync(SEED_ASSET_MANIFEST, JSON.stringify(assets, null, 2) + '\n')
writeFileSync(SEED_DATASET_FILE, documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n')

const bytes = assets.reduce((sum, asset) => sum + asset.size, 0)
console.log(
  `${documents.length} documents, ${drawn} drawings, ${assets.length} asset files, ${(bytes / 1024 / 1024).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(0)} s`,
)
