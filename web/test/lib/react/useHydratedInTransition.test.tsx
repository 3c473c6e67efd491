/** @vitest-environment jsdom */
import { act } from '@testing-library/react'
import { useDeferredValue, useLayoutEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import { useHydrated, useHydratedInTransition } from '../../../src/lib/react/useHydrated.ts'

/**
 * What each commit showed after hydrating over the server's HTML. `useDeferredValue` tells an urgent
 * render (which React cannot pause) from a transition: an urgent one first commits the value it
 * defers as it was, a transition commits it new at once.
 */
async function commitsWhenHydrating(useLive: () => boolean) {
  const commits: string[] = []
  function Probe() {
    const live = useLive()
    const deferred = useDeferredValue(live)
    useLayoutEffect(() => {
      commits.push(`${live}/${deferred}`)
    })
    return <p>{live ? 'live' : 'pending'}</p>
  }
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Probe />)
  await act(async () => {
    hydrateRoot(container, <Probe />)
  })
  return { commits, text: container.textContent }
}

it('turns true after hydration in a transition: what renders a lot then (the hire list rows) can be paused', async () => {
  // The hydration, then the urgent render that follows it (still false: nothing new to render), then the
  // transition that turns it true. No commit turns it true urgently ('true/false').
  expect(await commitsWhenHydrating(useHydratedInTransition)).toEqual({
    commits: ['false/false', 'false/false', 'true/true'],
    text: 'live',
  })
})

it('unlike useHydrated, which turns true in an urgent render', async () => {
  expect(await commitsWhenHydrating(useHydrated)).toEqual({
    commits: ['false/false', 'true/false', 'true/true'],
    text: 'live',
  })
})
