import { renderToString } from 'react-dom/server'
import { ServerStyleSheet, ThemeProvider } from 'styled-components'
import { expect, it } from 'vitest'
import { GlobalStyle } from '../../src/theme/GlobalStyle.ts'
import { theme } from '../../src/theme/tokens.ts'

it('paints no tap highlight: a tap answers in its own next frame, not behind a grey flash (decision 0023)', () => {
  const sheet = new ServerStyleSheet()
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    )
    expect(sheet.getStyleTags()).toMatch(/(^|[}\n])html\{[^}]*-webkit-tap-highlight-color:transparent;/)
  } finally {
    sheet.seal()
  }
})
