/** @vitest-environment jsdom */
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { ServerStyleSheet, ThemeProvider } from 'styled-components'
import { expect, it, vi } from 'vitest'
import { GlobalStyle } from '../../src/theme/GlobalStyle.ts'
import { theme } from '../../src/theme/tokens.ts'

/**
 * The server's page carries the global rules (`*`, `html`, `body`...). Mounting the global style in the
 * browser must leave them as they are: deleting and inserting them again made the browser recalculate
 * the style of every element of the page inside the hydration's task (docs/decisions/0023).
 */
it('hydrates over the server page without writing the global rules again', async () => {
  const server = new ServerStyleSheet()
  let html: string
  let styleTags: string
  try {
    html = renderToString(
      server.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    )
    styleTags = server.getStyleTags()
  } finally {
    server.seal()
  }
  expect(styleTags).toContain('box-sizing:border-box')

  // A fresh copy of styled-components' browser build, as a page loads it: it takes over the server's style
  // tag when it loads. (Node resolves the server build, which has no browser-side effects at all.)
  document.head.innerHTML = styleTags
  vi.resetModules()
  const browserBuild = 'styled-components/dist/styled-components.browser.esm.js'
  vi.doMock('styled-components', () => import(/* @vite-ignore */ browserBuild))
  const browser = await import('styled-components')
  const { GlobalStyle: BrowserGlobalStyle } = await import('../../src/theme/GlobalStyle.ts')
  const sheetText = () => [...document.head.querySelectorAll('style')].map((tag) => tag.textContent).join('')
  const taken = sheetText()
  expect(taken).toContain('box-sizing:border-box')

  const writes: string[] = []
  const watcher = new MutationObserver((records) => writes.push(...records.map((record) => record.type)))
  watcher.observe(document.head, { childList: true, characterData: true, subtree: true })
  const container = document.createElement('div')
  container.innerHTML = html
  await act(async () => {
    hydrateRoot(
      container,
      <browser.ThemeProvider theme={theme}>
        <BrowserGlobalStyle />
      </browser.ThemeProvider>,
    )
  })
  await Promise.resolve()
  watcher.disconnect()
  expect(writes).toEqual([])
  expect(sheetText()).toBe(taken)
})
