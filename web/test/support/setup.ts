import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

if (typeof window !== 'undefined') {
  // jsdom has no layout: the router's scroll restoration calls this on every navigation.
  window.scrollTo = () => {}
}

afterEach(() => {
  if (typeof document !== 'undefined') cleanup()
})
