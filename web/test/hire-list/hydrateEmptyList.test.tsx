/** @vitest-environment jsdom */
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE_KEY } from '../../src/hire-list/hireListStorage.ts'
import { createHireListStore, useEventNote, useHireList } from '../../src/hire-list/hireListStore.ts'
import { HireListProvider } from '../../src/hire-list/HireListProvider.tsx'

afterEach(() => window.localStorage.clear())

/**
 * Hydrates a reader of the list and of the event note over the server's HTML and counts its renders.
 * The server renders the list empty; a saved list that is empty too must not make React render every
 * reader again, synchronously, just after hydration (the header's badge and every card on the hire range).
 */
async function rendersWhenHydrating(saved: string | null) {
  if (saved !== null) window.localStorage.setItem(STORAGE_KEY, saved)
  let renders = 0
  function Reader() {
    renders++
    return <p>{`${useHireList().length} lines, ${Object.keys(useEventNote()).length} notes`}</p>
  }
  const app = (store: ReturnType<typeof createHireListStore>) => (
    <HireListProvider store={store}>
      <Reader />
    </HireListProvider>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(app(createHireListStore()))
  renders = 0
  const store = createHireListStore()
  await act(async () => {
    hydrateRoot(container, app(store))
  })
  return { renders, text: container.textContent }
}

describe('hydrating over an empty saved list', () => {
  it.each([
    ['nothing saved', null],
    ['an emptied list', JSON.stringify({ version: 2, items: [], event: {} })],
    ['a bare empty array, as older visits saved it', '[]'],
  ])('renders each reader once (%s)', async (_case, saved) => {
    expect(await rendersWhenHydrating(saved)).toEqual({ renders: 1, text: '0 lines, 0 notes' })
  })

  it('renders again when the saved list has lines, to show them', async () => {
    const saved = JSON.stringify({ version: 2, items: [{ productId: 'decor-1', quantity: 2 }], event: {} })
    expect(await rendersWhenHydrating(saved)).toEqual({ renders: 2, text: '1 lines, 0 notes' })
  })
})
