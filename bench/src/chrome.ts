/** CHROME_PATH when set, else Debian's full Chromium (the e2e suite prefers the lighter headless shell). */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

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
