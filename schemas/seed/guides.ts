import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The store's guide PDFs (written by seed/generate/guides.ts). Only the web server's download route reads
 * this folder: it is not under seed/images or seed/files, so the embedded lake never serves it, and no
 * document references it (docs/decisions/0017).
 */
export const GUIDES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'guides')
