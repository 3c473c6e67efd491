import { afterEach, beforeAll } from 'vitest'

// Only the jsdom files render: the server's files (most of them, in node) skip loading Testing Library
// and React DOM, a few hundred milliseconds each.
if (typeof window !== 'undefined') {
  // jsdom has no layout: the router's scroll restoration calls this on every navigation.
  window.scrollTo = () => {}

  const { cleanup, configure } = await import('@testing-library/react')
  const { hireList } = await import('../../src/hire-list/hireListStore.ts')
  // findBy* waits up to 5 s: content arrives through msw and the real query engine.
  configure({ asyncUtilTimeout: 5000 })
  afterEach(() => cleanup())
  // Files share their worker's window and modules (vitest.config.ts, isolate: false): each starts with
  // empty storage and the page's one hire list read afresh, as a file of its own would.
  beforeAll(() => {
    window.localStorage.clear()
    window.sessionStorage.clear()
    hireList.reset()
  })
}
