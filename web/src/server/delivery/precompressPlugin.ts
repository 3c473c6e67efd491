import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
/** Below this the encoded file saves less than a packet: not worth a second file. */
const MIN_BYTES = 1024

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible client file, once at
 * build, so the server hands out the smallest encoding the browser takes without compressing per
 * request (`serveStatic({ precompressed: true })`). Client build only; woff2 and images are
 * compressed formats already.
 */
export function precompress(): Plugin {
  return {
    name: 'amaranth:precompress',
    apply: 'build',
    // The preview module's build too (vite.config.ts): it is served from the same folder.
    applyToEnvironment: (environment) => environment.name === 'client' || environment.name === 'preview',
    async writeBundle(options, bundle) {
      const dir = options.dir!
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name)
          const body = await readFile(path)
          if (body.byteLength < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
              },
            }),
            promisify(gzip)(body, { level: 9 }),
          ])
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
        }),
      )
    },
  }
}
