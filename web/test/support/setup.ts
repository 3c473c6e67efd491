import { afterEach } from 'vitest'

// Only the jsdom files render: the server's files (most of them, in node) skip loading Testing Library
// and React DOM, a few hundred milliseconds each.
if (typeof window !== 'undefined') {
  // jsdom has no layout: the router's scroll restoration calls this on every navigation.
  window.scrollTo = () => {}

  const { cleanup, configure } = await import('@testing-library/react')
  // findBy* waits up to 5 s: content arrives through msw and the real query engine.
  configure({ asyncUtilTimeout: 5000 })
  afterEach(() => cleanup())
}
