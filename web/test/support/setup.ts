import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

if (typeof window !== 'undefined') {
  // jsdom has no layout: the router's scroll restoration calls this on every navigation.
  window.scrollTo = () => {}
}

// findBy* waits up to 5 s: content arrives through msw and the real query engine.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  if (typeof document !== 'undefined') cleanup()
})
