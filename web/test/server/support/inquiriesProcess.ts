import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { SHORT_LIVED_NODE_FLAGS } from '../../support/childNode.ts'

const PRINT_INQUIRIES = fileURLToPath(new URL('../../../src/server/cli/inquiriesCommand.ts', import.meta.url))

/**
 * `pnpm inquiries …` as its own process, as staff run it beside the server: asynchronously, so the SMTP
 * server in the test's process goes on answering. A failed run answers its output and exit code.
 */
export const inquiries = (args: string[], env: NodeJS.ProcessEnv) =>
  promisify(execFile)(process.execPath, [...SHORT_LIVED_NODE_FLAGS, PRINT_INQUIRIES, ...args], {
    env,
    encoding: 'utf8',
  }).catch((failed: { stdout: string; stderr: string; code: number }) => failed)
