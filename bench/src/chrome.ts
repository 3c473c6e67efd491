import { chromiumPath } from '@amaranth/chromium'

export { CHROME_ARGS, CHROME_HEADLESS_ARGS } from '@amaranth/chromium'

/**
 * The browser the bench measures with: the full Chromium a visitor runs when it is installed, else what
 * the machine has (CHROME_PATH, Playwright's, Debian's headless shell). The report names the version.
 */
export const CHROME_PATH = chromiumPath('full')
