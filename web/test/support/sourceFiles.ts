import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** web/src, for the tests that read the source itself (architecture/). */
export const webSrc = fileURLToPath(new URL('../../src', import.meta.url))

/** Every TypeScript source file under a folder, generated ones (`*.gen.ts`) left out. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : []
  })
}
