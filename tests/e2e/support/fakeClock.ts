import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { arch, tmpdir } from 'node:os'
import { join } from 'node:path'

/** Debian's libfaketime (package `faketime`, which .ci/run installs), where this machine has it. */
export const LIBFAKETIME = [`${arch() === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/faketime`, 'faketime']
  .map((folder) => `/usr/lib/${folder}/libfaketime.so.1`)
  .find((path) => existsSync(path))

/**
 * A server's wall clock under libfaketime, for a spec that needs hours to pass on the server: its
 * environment (`env`) preloads the library, which reads the offset from a file at every read of the time
 * (FAKETIME_NO_CACHE), so `setHours(49)` puts the server 49 hours ahead of real time at once. Monotonic
 * time stays real (FAKETIME_DONT_FAKE_MONOTONIC): the server's timers and deadlines keep their pace, as
 * they would across 49 hours. The production code is the same; only the time it reads moves.
 */
export function fakeClock() {
  if (!LIBFAKETIME) throw new Error('libfaketime is not installed: apt-get install faketime')
  const folder = mkdtempSync(join(tmpdir(), 'amaranth-e2e-clock-'))
  const file = join(folder, 'offset')
  // Written whole and renamed over, so the server never reads a half-written offset.
  const write = (offset: string) => {
    writeFileSync(`${file}.next`, `${offset}\n`)
    renameSync(`${file}.next`, file)
  }
  write('+0')
  return {
    env: {
      LD_PRELOAD: LIBFAKETIME,
      FAKETIME_TIMESTAMP_FILE: file,
      FAKETIME_NO_CACHE: '1',
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
    },
    /** The server's wall clock from now on: `hours` after the real time. */
    setHours: (hours: number) => write(`+${hours}h`),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  }
}
