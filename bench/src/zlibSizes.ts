import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** gzip at level 9 and brotli at quality 11: what a build step precompressing assets would ship. */
export const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length
export const brotliSize = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
