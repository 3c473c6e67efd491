import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import type { SeedAsset } from '../load.ts'
import { SEED_DIR } from '../load.ts'

/** Writes asset files under Sanity's CDN naming and remembers them for assets.json. */
export type AssetStore = {
  addImage: (svg: string, options: { format: 'jpeg' | 'png'; name: string }) => Promise<SeedAsset>
  addFile: (bytes: Buffer, options: { extension: string; mimeType: string; name: string }) => SeedAsset
  list: () => SeedAsset[]
}

const sha1 = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex')

export function resetAssetDirs(): void {
  for (const dir of ['images', 'files']) {
    const full = join(SEED_DIR, dir)
    rmSync(full, { recursive: true, force: true })
    mkdirSync(full, { recursive: true })
  }
}

async function lqipFor(bytes: Buffer): Promise<string> {
  const small = await sharp(bytes)
    .resize({ width: 20 })
    .flatten({ background: '#f7f1ea' })
    .jpeg({ quality: 40 })
    .toBuffer()
  return `data:image/jpeg;base64,${small.toString('base64')}`
}

export function createAssetStore(): AssetStore {
  const byPath = new Map<string, SeedAsset>()
  return {
    async addImage(svg, { format, name }) {
      const image = sharp(Buffer.from(svg))
      const bytes =
        format === 'jpeg'
          ? await image.flatten({ background: '#ffffff' }).jpeg({ quality: 72, mozjpeg: true }).toBuffer()
          : await image.png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer()
      const meta = await sharp(bytes).metadata()
      const hash = sha1(bytes)
      const extension = format === 'jpeg' ? 'jpg' : 'png'
      const path = `images/${hash}-${meta.width}x${meta.height}.${extension}`
      const known = byPath.get(path)
      if (known) return known
      writeFileSync(join(SEED_DIR, path), bytes)
      const asset: SeedAsset = {
        path,
        sha1: hash,
        extension,
        mimeType: format === 'jpeg' ? 'image/jpeg' : 'image/png',
        size: bytes.length,
        originalFilename: `${name}.${extension}`,
        width: meta.width,
        height: meta.height,
        lqip: await lqipFor(bytes),
      }
      byPath.set(path, asset)
      return asset
    },
    addFile(bytes, { extension, mimeType, name }) {
      const hash = sha1(bytes)
      const path = `files/${hash}.${extension}`
      writeFileSync(join(SEED_DIR, path), bytes)
      const asset: SeedAsset = {
        path,
        sha1: hash,
        extension,
        mimeType,
        size: bytes.length,
        originalFilename: `${name}.${extension}`,
      }
      byPath.set(path, asset)
      return asset
    },
    list: () => [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path)),
  }
}

export function listAssetFiles(): string[] {
  return ['images', 'files'].flatMap((dir) => readdirSync(join(SEED_DIR, dir)).map((file) => `${dir}/${file}`))
}
