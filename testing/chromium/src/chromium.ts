import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'

/**
 * Debian's headless shell, the binary itself: /usr/bin/chromium-headless-shell is a script that starts it
 * without exec, so a browser Playwright had to kill could outlive it.
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
/** Debian's full Chromium (package `chromium`). */
export const FULL_CHROMIUM = '/usr/bin/chromium'

/** Playwright's own Chromium when it was downloaded (never on these machines, which cannot), else undefined. */
function playwrightChromium(): string | undefined {
  try {
    const path = chromium.executablePath()
    return existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

export type Preference =
  /** Tests: the headless shell first, the same engine without the full browser's machinery (a quarter less CPU). */
  | 'light'
  /** Measurements: the full browser first, as a visitor runs it; the headless shell when it is all there is. */
  | 'full'

/**
 * The Chromium to drive: CHROME_PATH when set, else Playwright's own, else the first of Debian's two that
 * is installed, in the order the preference gives. A clean machine has only what `.ci/run` installs (the
 * headless shell), so every caller runs there. Throws, naming what it looked for, when there is none.
 */
export function chromiumPath(
  prefer: Preference = 'light',
  {
    env = process.env,
    exists = (path: string) => existsSync(path),
    playwright = playwrightChromium,
  }: { env?: NodeJS.ProcessEnv; exists?: (path: string) => boolean; playwright?: () => string | undefined } = {},
): string {
  if (env.CHROME_PATH) return env.CHROME_PATH
  const own = playwright()
  if (own) return own
  const debian = prefer === 'light' ? [HEADLESS_SHELL, FULL_CHROMIUM] : [FULL_CHROMIUM, HEADLESS_SHELL]
  const found = debian.find((path) => exists(path))
  if (found) return found
  throw new Error(
    `No Chromium found: set CHROME_PATH, or install Debian's chromium-headless-shell (${HEADLESS_SHELL}) or chromium (${FULL_CHROMIUM})`,
  )
}

/**
 * The machine has no internet: background networking and component updates must stay off, or
 * Chromium spends the measured seconds on timeouts. No GPU and no /dev/shm in containers.
 */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]

export const CHROME_HEADLESS_ARGS = ['--headless=new', ...CHROME_ARGS]
