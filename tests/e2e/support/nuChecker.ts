import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

/** vnu-jar's path to the Nu Html Checker (the W3C validator), run with the machine's Java. */
const VNU_JAR: string = String(createRequire(import.meta.url)('vnu-jar'))

type VnuMessage = { type: string; subType?: string; message: string; url: string; lastLine?: number; extract?: string }

/** The Nu Html Checker's errors for each page's HTML, as `name:line message`; [] when all pass. */
export async function nuErrors(pages: Array<{ name: string; html: string }>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'amaranth-vnu-'))
  try {
    const files = pages.map(({ name, html }, index) => {
      const file = join(dir, `${index}.html`)
      writeFileSync(file, html)
      return { name, file }
    })
    const run = await promisify(execFile)(
      'java',
      ['-Xss4m', '-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files.map(({ file }) => file)],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] }
    const nameOf = (url: string) => files.find(({ file }) => url.endsWith(file))?.name ?? url
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => `${nameOf(message.url)}:${message.lastLine ?? '?'} ${message.message}`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
