import { expect, test } from 'vitest'
import { chromiumPath, FULL_CHROMIUM, HEADLESS_SHELL } from '../src/chromium.ts'

const only = (...present: string[]) => ({
  env: {},
  exists: (path: string) => present.includes(path),
  playwright: () => undefined,
})

test('CHROME_PATH wins over everything', () => {
  expect(chromiumPath('light', { ...only(HEADLESS_SHELL), env: { CHROME_PATH: '/opt/chrome' } })).toBe('/opt/chrome')
})

test("Playwright's own Chromium comes before Debian's", () => {
  expect(chromiumPath('full', { ...only(FULL_CHROMIUM), playwright: () => '/pw/chrome' })).toBe('/pw/chrome')
})

test('a machine with only the headless shell (what .ci/run installs) runs tests and measurements', () => {
  expect(chromiumPath('light', only(HEADLESS_SHELL))).toBe(HEADLESS_SHELL)
  expect(chromiumPath('full', only(HEADLESS_SHELL))).toBe(HEADLESS_SHELL)
})

test('with both installed, tests take the headless shell and measurements the full browser', () => {
  expect(chromiumPath('light', only(HEADLESS_SHELL, FULL_CHROMIUM))).toBe(HEADLESS_SHELL)
  expect(chromiumPath('full', only(HEADLESS_SHELL, FULL_CHROMIUM))).toBe(FULL_CHROMIUM)
})

test('no browser at all: an error that says what to install', () => {
  expect(() => chromiumPath('light', only())).toThrow(/chromium-headless-shell/)
})
