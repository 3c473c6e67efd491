import type { Art, ImageSpec } from '../content/types.ts'
import { logoSvg } from './art/logo.ts'
import { productSvg } from './art/product.ts'
import { sceneSvg } from './art/scenes/index.ts'
import type { AssetStore } from './assets.ts'

/** An image field as `sanity dataset import` reads it; `_sanityAsset` is filled in after drawing. */
export type ImageValue = { _type: 'image'; _key?: string; _sanityAsset: string; alt: string }

type Job = { art: Art; name: string; targets: ImageValue[] }

/**
 * Documents ask for images while they are built; identical artwork is drawn once and shared.
 * `drawAll` renders every distinct artwork and points the image values at the written files.
 */
export function createImageRegistry() {
  const jobs = new Map<string, Job>()
  return {
    image(spec: ImageSpec, name: string, key?: string): ImageValue {
      const value: ImageValue = { _type: 'image', ...(key ? { _key: key } : {}), _sanityAsset: '', alt: spec.alt }
      const id = JSON.stringify(spec.art)
      const job = jobs.get(id) ?? { art: spec.art, name, targets: [] }
      job.targets.push(value)
      jobs.set(id, job)
      return value
    },
    async drawAll(store: AssetStore, concurrency = 4): Promise<number> {
      const queue = [...jobs.values()]
      let next = 0
      const worker = async () => {
        while (next < queue.length) {
          const job = queue[next++]!
          const art = job.art
          const svg =
            art.kind === 'scene' ? sceneSvg(art) : art.kind === 'product' ? productSvg(art, job.name) : logoSvg(art)
          const asset = await store.addImage(svg, { format: art.kind === 'logo' ? 'png' : 'jpeg', name: job.name })
          for (const target of job.targets) target._sanityAsset = `image@file://./${asset.path}`
        }
      }
      await Promise.all(Array.from({ length: concurrency }, worker))
      return queue.length
    },
  }
}

export type ImageRegistry = ReturnType<typeof createImageRegistry>
